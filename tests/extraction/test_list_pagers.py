"""Pagers of lists as the platforms real sites run write them (issue 32: development material for the
list pages of the autopager corpus, whose tune half is exhausted; written from the platforms' templates,
not from the corpus).

Forums (phpBB 2 and 3, vBulletin 3 and 4, XenForo 1 and 2, Invision, MyBB, Discuz! (its lists and
its threads' rewritten URLs), uCoz, Discourse's and Flarum's pages without script), blogs and CMSs (WordPress, Tumblr, Joomla, Drupal 7,
DedeCMS, MediaWiki's category pages), shops (Shopify, WooCommerce, Magento 1 and 2, PrestaShop), Stack Exchange,
Hacker News, Reddit, Craigslist, Bootstrap's pager: each pager under a list of ten teasers, at a URL of
the platform's shape; its next and previous pages as ``find_next_page`` and ``find_page_links`` must
give them with ``lists=True``, as the autopager labels a list's pages. (Simple Machines Forum's offsets
after a topic's id, "?topic=7723.20", are not read as pages: see benchmarks/HISTORY.md, session 29.)
"""

from __future__ import annotations

import pytest

from scrapy_articles.extraction.document.parse import parse
from scrapy_articles.extraction.links.nextpage import find_next_page, find_page_links

# (platform, the page's URL, its pager's markup, the next page, the previous page)
PAGERS = [
 ("phpbb3", "https://forum.example.org/viewtopic.php?f=2&t=4312",
  '<div class="pagination">48 posts &bull; <ul><li class="active"><span>1</span></li><li><a class="button" href="./viewtopic.php?f=2&amp;t=4312&amp;start=15" role="button">2</a></li><li><a class="button" href="./viewtopic.php?f=2&amp;t=4312&amp;start=30" role="button">3</a></li><li><a class="button" href="./viewtopic.php?f=2&amp;t=4312&amp;start=45" role="button">4</a></li><li class="arrow next"><a class="button button-icon-only" href="./viewtopic.php?f=2&amp;t=4312&amp;start=15" rel="next" role="button"><i class="icon fa-chevron-right fa-fw" aria-hidden="true"></i><span class="sr-only">Next</span></a></li></ul></div>',
  "https://forum.example.org/viewtopic.php?f=2&t=4312&start=15", None),
 ("phpbb2", "http://www.example-board.net/forum/viewtopic.php?t=9981&start=15",
  '<span class="nav">Goto page <a href="viewtopic.php?t=9981&amp;start=0">Previous</a>&nbsp;&nbsp;<a href="viewtopic.php?t=9981&amp;start=0">1</a>, <b>2</b>, <a href="viewtopic.php?t=9981&amp;start=30">3</a>, <a href="viewtopic.php?t=9981&amp;start=45">4</a>&nbsp;&nbsp;<a href="viewtopic.php?t=9981&amp;start=30">Next</a></span>',
  "http://www.example-board.net/forum/viewtopic.php?t=9981&start=30", "http://www.example-board.net/forum/viewtopic.php?t=9981&start=0"),
 ("vbulletin3", "http://forums.example.com/showthread.php?t=55120",
  '<div class="pagenav" align="right"><table class="tborder" cellpadding="3" cellspacing="1" border="0"><tr><td class="vbmenu_control" style="font-weight:normal">Page 1 of 5</td><td class="alt2"><span class="smallfont" title="Showing results 1 to 10 of 48"><strong>1</strong></span></td><td class="alt1"><a class="smallfont" href="showthread.php?t=55120&amp;page=2" title="Show results 11 to 20 of 48">2</a></td><td class="alt1"><a class="smallfont" href="showthread.php?t=55120&amp;page=3" title="Show results 21 to 30 of 48">3</a></td><td class="alt1"><a rel="next" class="smallfont" href="showthread.php?t=55120&amp;page=2" title="Next Page - Results 11 to 20 of 48">&gt;</a></td><td class="alt1" nowrap="nowrap"><a class="smallfont" href="showthread.php?t=55120&amp;page=5" title="Last Page - Results 41 to 48 of 48">Last <strong>&raquo;</strong></a></td></tr></table></div>',
  "http://forums.example.com/showthread.php?t=55120&page=2", None),
 ("vbulletin4", "http://www.example-forum.com/showthread.php?21877-Rebuilding-the-old-mill/page2",
  '<div class="pagination_top"><form action="showthread.php?21877-Rebuilding-the-old-mill/page3" method="get" class="pagination popupmenu nohovermenu"><span><a href="javascript://" class="popupctrl">Page 2 of 4</a></span><span class="prev_next"><a rel="prev" href="showthread.php?21877-Rebuilding-the-old-mill" title="Prev Page - Results 1 to 10 of 36"><img src="images/pagination/previous-left.png" alt="Previous" /></a></span><span class="first_last"><a href="showthread.php?21877-Rebuilding-the-old-mill">1</a></span><span class="selected"><a href="javascript://" title="Results 11 to 20 of 36">2</a></span><span><a href="showthread.php?21877-Rebuilding-the-old-mill/page3" title="Show results 21 to 30 of 36">3</a></span><span><a href="showthread.php?21877-Rebuilding-the-old-mill/page4" title="Show results 31 to 36 of 36">4</a></span><span class="prev_next"><a rel="next" href="showthread.php?21877-Rebuilding-the-old-mill/page3" title="Next Page - Results 21 to 30 of 36"><img src="images/pagination/next-right.png" alt="Next" /></a></span></form></div>',
  "http://www.example-forum.com/showthread.php?21877-Rebuilding-the-old-mill/page3", "http://www.example-forum.com/showthread.php?21877-Rebuilding-the-old-mill"),
 ("xenforo2", "https://community.example.net/threads/tide-tables-for-2024.88123/",
  '<nav class="pageNavWrapper pageNavWrapper--mixed "><div class="pageNav  "><ul class="pageNav-main"><li class="pageNav-page pageNav-page--current "><a href="/threads/tide-tables-for-2024.88123/">1</a></li><li class="pageNav-page pageNav-page--later"><a href="/threads/tide-tables-for-2024.88123/page-2">2</a></li><li class="pageNav-page "><a href="/threads/tide-tables-for-2024.88123/page-3">3</a></li></ul><a href="/threads/tide-tables-for-2024.88123/page-2" class="pageNav-jump pageNav-jump--next">Next</a></div><div class="pageNavSimple"><a class="pageNavSimple-el pageNavSimple-el--current" data-xf-init="tooltip" title="Go to page">1 of 3</a><a href="/threads/tide-tables-for-2024.88123/page-2" class="pageNavSimple-el pageNavSimple-el--next">Next <i aria-hidden="true"></i></a></div></nav>',
  "https://community.example.net/threads/tide-tables-for-2024.88123/page-2", None),
 ("xenforo1", "http://www.example-talk.com/threads/best-harbour-walks.4471/page-2",
  '<div class="PageNav" data-page="2" data-range="2" data-start="2" data-end="4" data-last="6" data-sentinel="{{sentinel}}" data-baseurl="threads/best-harbour-walks.4471/page-{{sentinel}}"><span class="pageNavHeader">Page 2 of 6</span><nav><a href="threads/best-harbour-walks.4471/" class="text">&lt; Prev</a><a href="threads/best-harbour-walks.4471/" class="" rel="start">1</a><a href="threads/best-harbour-walks.4471/page-2" class="currentPage ">2</a><a href="threads/best-harbour-walks.4471/page-3" class="">3</a><a href="threads/best-harbour-walks.4471/page-4" class="">4</a><a href="threads/best-harbour-walks.4471/page-6" class="">6</a><a href="threads/best-harbour-walks.4471/page-3" class="text">Next &gt;</a></nav></div>',
  "http://www.example-talk.com/threads/best-harbour-walks.4471/page-3", "http://www.example-talk.com/threads/best-harbour-walks.4471/"),
 ("invision4", "https://forums.example-ips.com/topic/33410-moorings-in-winter/",
  '<div data-role="tablePagination"><ul class="ipsPagination" id="elPagination_1" data-ipsPagination-seoPagination="true" data-pages="3"><li class="ipsPagination_first ipsPagination_inactive"><a href="https://forums.example-ips.com/topic/33410-moorings-in-winter/" rel="first" data-page="1" title="First page"><i class="fa fa-angle-double-left"></i></a></li><li class="ipsPagination_prev ipsPagination_inactive"><a href="https://forums.example-ips.com/topic/33410-moorings-in-winter/" rel="prev" data-page="0" title="Previous page">Prev</a></li><li class="ipsPagination_page ipsPagination_active"><a href="https://forums.example-ips.com/topic/33410-moorings-in-winter/" data-page="1">1</a></li><li class="ipsPagination_page"><a href="https://forums.example-ips.com/topic/33410-moorings-in-winter/page/2/" data-page="2">2</a></li><li class="ipsPagination_page"><a href="https://forums.example-ips.com/topic/33410-moorings-in-winter/page/3/" data-page="3">3</a></li><li class="ipsPagination_next"><a href="https://forums.example-ips.com/topic/33410-moorings-in-winter/page/2/" rel="next" data-page="2" title="Next page">Next</a></li><li class="ipsPagination_last"><a href="https://forums.example-ips.com/topic/33410-moorings-in-winter/page/3/" rel="last" data-page="3" title="Last page"><i class="fa fa-angle-double-right"></i></a></li></ul></div>',
  "https://forums.example-ips.com/topic/33410-moorings-in-winter/page/2/", None),
 ("discourse", "https://discuss.example.dev/t/tide-clock-drift/2231",
  '<div role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><b><a rel="next" itemprop="url" href="/t/tide-clock-drift/2231?page=2">next page &rarr;</a></b></span></div>',
  "https://discuss.example.dev/t/tide-clock-drift/2231?page=2", None),
 ("wordpress-archive", "https://blog.example.com/category/harbour/page/2/",
  '<nav class="navigation pagination" aria-label="Posts"><h2 class="screen-reader-text">Posts navigation</h2><div class="nav-links"><a class="prev page-numbers" href="https://blog.example.com/category/harbour/">Previous <span class="screen-reader-text">page</span></a><a class="page-numbers" href="https://blog.example.com/category/harbour/">1</a><span aria-current="page" class="page-numbers current">2</span><a class="page-numbers" href="https://blog.example.com/category/harbour/page/3/">3</a><span class="page-numbers dots">&hellip;</span><a class="page-numbers" href="https://blog.example.com/category/harbour/page/9/">9</a><a class="next page-numbers" href="https://blog.example.com/category/harbour/page/3/">Next <span class="screen-reader-text">page</span></a></div></nav>',
  "https://blog.example.com/category/harbour/page/3/", "https://blog.example.com/category/harbour/"),
 ("shopify", "https://shop.example.com/collections/rope?page=2",
  '<div class="pagination"><span class="prev"><a href="/collections/rope?page=1" title="">&laquo; Previous</a></span><span class="page"><a href="/collections/rope?page=1" title="">1</a></span><span class="page current">2</span><span class="page"><a href="/collections/rope?page=3" title="">3</a></span><span class="next"><a href="/collections/rope?page=3" title="">Next &raquo;</a></span></div>',
  "https://shop.example.com/collections/rope?page=3", "https://shop.example.com/collections/rope?page=1"),
 ("woocommerce", "https://store.example.co.uk/shop/",
  '<nav class="woocommerce-pagination"><ul class="page-numbers"><li><span aria-current="page" class="page-numbers current">1</span></li><li><a class="page-numbers" href="https://store.example.co.uk/shop/page/2/">2</a></li><li><a class="page-numbers" href="https://store.example.co.uk/shop/page/3/">3</a></li><li><a class="next page-numbers" href="https://store.example.co.uk/shop/page/2/">&rarr;</a></li></ul></nav>',
  "https://store.example.co.uk/shop/page/2/", None),
 ("magento1", "https://www.example-outfitters.com/men/jackets.html",
  '<div class="pages"><strong>Page:</strong><ol><li class="current">1</li><li><a href="https://www.example-outfitters.com/men/jackets.html?p=2">2</a></li><li><a href="https://www.example-outfitters.com/men/jackets.html?p=3">3</a></li><li><a class="next i-next" href="https://www.example-outfitters.com/men/jackets.html?p=2" title="Next"><img src="https://www.example-outfitters.com/skin/frontend/default/default/images/pager_arrow_right.gif" alt="Next" class="v-middle" /></a></li></ol></div>',
  "https://www.example-outfitters.com/men/jackets.html?p=2", None),
 ("magento2", "https://www.example-chandlery.com/deck/cleats.html?p=2",
  '<div class="pages"><strong class="label pages-label" id="paging-label">Page</strong><ul class="items pages-items" aria-labelledby="paging-label"><li class="item pages-item-previous"><a class="action  previous" href="https://www.example-chandlery.com/deck/cleats.html" title="Previous"><span class="label">Page</span><span>Previous</span></a></li><li class="item"><a href="https://www.example-chandlery.com/deck/cleats.html" class="page"><span class="label">Page</span><span>1</span></a></li><li class="item current"><strong class="page"><span class="label">You\'re currently reading page</span><span>2</span></strong></li><li class="item"><a href="https://www.example-chandlery.com/deck/cleats.html?p=3" class="page"><span class="label">Page</span><span>3</span></a></li><li class="item pages-item-next"><a class="action  next" href="https://www.example-chandlery.com/deck/cleats.html?p=3" title="Next"><span class="label">Page</span><span>Next</span></a></li></ul></div>',
  "https://www.example-chandlery.com/deck/cleats.html?p=3", "https://www.example-chandlery.com/deck/cleats.html"),
 ("prestashop", "https://www.example-boutique.fr/12-cordages",
  '<div id="pagination_bottom" class="pagination clearfix"><ul class="pagination"><li id="pagination_previous_bottom" class="disabled pagination_previous"><span><i class="icon-chevron-left"></i> <b>Pr&eacute;c&eacute;dent</b></span></li><li class="active current"><span><span>1</span></span></li><li><a href="/12-cordages?p=2"><span>2</span></a></li><li><a href="/12-cordages?p=3"><span>3</span></a></li><li id="pagination_next_bottom" class="pagination_next"><a href="/12-cordages?p=2" rel="next"><b>Suivant</b> <i class="icon-chevron-right"></i></a></li></ul></div>',
  "https://www.example-boutique.fr/12-cordages?p=2", None),
 ("joomla3", "https://www.example-verein.de/index.php/aktuelles?start=10",
  '<div class="pagination"><p class="counter pull-right">Seite 2 von 4</p><ul><li class="pagination-start"><a title="Start" href="/index.php/aktuelles" class="pagenav">Start</a></li><li class="pagination-prev"><a title="Zur&uuml;ck" href="/index.php/aktuelles" class="pagenav">Zur&uuml;ck</a></li><li><a title="1" href="/index.php/aktuelles" class="pagenav">1</a></li><li><span class="pagenav">2</span></li><li><a title="3" href="/index.php/aktuelles?start=20" class="pagenav">3</a></li><li><a title="4" href="/index.php/aktuelles?start=30" class="pagenav">4</a></li><li class="pagination-next"><a title="Weiter" href="/index.php/aktuelles?start=20" class="pagenav">Weiter</a></li><li class="pagination-end"><a title="Ende" href="/index.php/aktuelles?start=30" class="pagenav">Ende</a></li></ul></div>',
  "https://www.example-verein.de/index.php/aktuelles?start=20", "https://www.example-verein.de/index.php/aktuelles"),
 ("drupal7", "https://www.example-council.gov/news",
  '<h2 class="element-invisible">Pages</h2><div class="item-list"><ul class="pager"><li class="pager-current first">1</li><li class="pager-item"><a title="Go to page 2" href="/news?page=1">2</a></li><li class="pager-item"><a title="Go to page 3" href="/news?page=2">3</a></li><li class="pager-next"><a title="Go to next page" href="/news?page=1">next &rsaquo;</a></li><li class="pager-last last"><a title="Go to last page" href="/news?page=2">last &raquo;</a></li></ul></div>',
  "https://www.example-council.gov/news?page=1", None),
 ("stackexchange", "https://sailing.example.com/questions?tab=newest&page=2",
  '<div class="s-pagination site1 themed pager float-left"><a class="s-pagination--item js-pagination-item" href="/questions?tab=newest&amp;page=1" rel="prev" title="Go to page 1">Prev</a><a class="s-pagination--item js-pagination-item" href="/questions?tab=newest&amp;page=1" title="Go to page 1">1</a><div class="s-pagination--item is-selected" aria-current="page">2</div><a class="s-pagination--item js-pagination-item" href="/questions?tab=newest&amp;page=3" title="Go to page 3">3</a><a class="s-pagination--item js-pagination-item" href="/questions?tab=newest&amp;page=3" rel="next" title="Go to page 3">Next</a></div>',
  "https://sailing.example.com/questions?tab=newest&page=3", "https://sailing.example.com/questions?tab=newest&page=1"),
 ("hackernews", "https://news.example.com/news",
  '<table><tr class="morespace" style="height:10px"></tr><tr><td colspan="2"></td><td class="title"><a href="news?p=2" class="morelink" rel="next">More</a></td></tr></table>',
  "https://news.example.com/news?p=2", None),
 ("craigslist", "https://city.example.org/search/boo?s=120",
  '<div class="paginator buttongroup"><span class="buttons"><a href="/search/boo?s=0" class="button first" title="first page">&lt;&lt; </a><a href="/search/boo?s=0" class="button prev" title="previous page">&lt; prev </a><span class="button pagenum"><span class="range"><span class="rangeFrom">121</span> - <span class="rangeTo">240</span></span> / <span class="totalcount">912</span></span><a href="/search/boo?s=240" class="button next" title="next page"> next &gt; </a></span></div>',
  "https://city.example.org/search/boo?s=240", "https://city.example.org/search/boo?s=0"),
 ("tumblr", "https://harbourpics.example.com/page/2",
  '<div id="pagination"><a href="/page/1" id="prev" class="previous">&larr; Newer</a> <span class="page-count">2 of 40</span> <a href="/page/3" id="next" class="next">Older &rarr;</a></div>',
  "https://harbourpics.example.com/page/3", "https://harbourpics.example.com/page/1"),
 ("bootstrap-aria", "https://www.example-events.com/events?page=2",
  '<nav aria-label="Page navigation"><ul class="pagination justify-content-center"><li class="page-item"><a class="page-link" href="/events?page=1" aria-label="Previous"><span aria-hidden="true">&laquo;</span></a></li><li class="page-item"><a class="page-link" href="/events?page=1">1</a></li><li class="page-item active" aria-current="page"><span class="page-link">2</span></li><li class="page-item"><a class="page-link" href="/events?page=3">3</a></li><li class="page-item"><a class="page-link" href="/events?page=3" aria-label="Next"><span aria-hidden="true">&raquo;</span></a></li></ul></nav>',
  "https://www.example-events.com/events?page=3", "https://www.example-events.com/events?page=1"),
 ("mybb", "https://board.example.info/showthread.php?tid=6612",
  '<div class="pagination"><span class="pages">Pages (4):</span><span class="pagination_current">1</span><a href="showthread.php?tid=6612&amp;page=2" class="pagination_page">2</a><a href="showthread.php?tid=6612&amp;page=3" class="pagination_page">3</a><a href="showthread.php?tid=6612&amp;page=4" class="pagination_last">4</a><a href="showthread.php?tid=6612&amp;page=2" class="pagination_next">Next &raquo;</a></div>',
  "https://board.example.info/showthread.php?tid=6612&page=2", None),
 ("flarum-noscript", "https://forum.example-flarum.org/d/918-anchor-chains",
  '<noscript id="flarum-content"><div class="container"><h1>Anchor chains</h1><div><div class="Post"><p>Any advice on galvanised chain?</p></div></div><a href="https://forum.example-flarum.org/d/918-anchor-chains?page=2">Next Page &raquo;</a></div></noscript>',
  "https://forum.example-flarum.org/d/918-anchor-chains?page=2", None),
 ("phpbb3-search", "https://forum.example.org/search.php?search_id=active_topics&start=25",
  '<div class="pagination">Search found 120 matches &bull; <ul><li class="arrow previous"><a class="button button-icon-only" href="./search.php?search_id=active_topics" rel="prev" role="button"><i class="icon fa-chevron-left fa-fw" aria-hidden="true"></i><span class="sr-only">Previous</span></a></li><li><a class="button" href="./search.php?search_id=active_topics" role="button">1</a></li><li class="active"><span>2</span></li><li><a class="button" href="./search.php?search_id=active_topics&amp;start=50" role="button">3</a></li><li class="arrow next"><a class="button button-icon-only" href="./search.php?search_id=active_topics&amp;start=50" rel="next" role="button"><i class="icon fa-chevron-right fa-fw" aria-hidden="true"></i><span class="sr-only">Next</span></a></li></ul></div>',
  "https://forum.example.org/search.php?search_id=active_topics&start=50", "https://forum.example.org/search.php?search_id=active_topics"),
]
PAGERS += [
 ("reddit-old", "https://old.example-reddit.com/r/sailing/",
  '<div class="nav-buttons"><span class="nextprev">view more:&#32;<span class="next-button"><a href="https://old.example-reddit.com/r/sailing/?count=25&amp;after=t3_1abcde" rel="nofollow next">next &rsaquo;</a></span></span></div>',
  "https://old.example-reddit.com/r/sailing/?count=25&after=t3_1abcde", None),
 ("mediawiki-category", "https://wiki.example.org/wiki/Category:Lighthouses",
  '<div id="mw-pages"><h2>Pages in category "Lighthouses"</h2>(previous page) (<a href="/w/index.php?title=Category:Lighthouses&amp;pagefrom=Kessel+Point#mw-pages" title="Category:Lighthouses">next page</a>)</div>',
  "https://wiki.example.org/w/index.php?title=Category:Lighthouses&pagefrom=Kessel+Point#mw-pages", None),
]
PAGERS += [
 ("discuz-forum", "http://bbs.example.cn/forum.php?mod=forumdisplay&fid=2",
  '<div class="pg"><strong>1</strong><a href="forum.php?mod=forumdisplay&amp;fid=2&amp;page=2">2</a><a href="forum.php?mod=forumdisplay&amp;fid=2&amp;page=3">3</a><a href="forum.php?mod=forumdisplay&amp;fid=2&amp;page=50" class="last">... 50</a><label><input type="text" name="custompage" class="px" size="2" title="输入页码，按回车快速跳转" value="1" /><span title="共 50 页"> / 50 页</span></label><a href="forum.php?mod=forumdisplay&amp;fid=2&amp;page=2" class="nxt">下一页</a></div>',
  "http://bbs.example.cn/forum.php?mod=forumdisplay&fid=2&page=2", None),
 ("discuz-thread", "http://bbs.example.cn/thread-88123-2-1.html",
  '<div class="pg"><a href="thread-88123-1-1.html" class="prev">&nbsp;&nbsp;</a><a href="thread-88123-1-1.html">1</a><strong>2</strong><a href="thread-88123-3-1.html">3</a><a href="thread-88123-4-1.html">4</a><a href="thread-88123-3-1.html" class="nxt">下一页</a></div>',
  "http://bbs.example.cn/thread-88123-3-1.html", "http://bbs.example.cn/thread-88123-1-1.html"),
 ("dedecms-list", "http://www.example-news.cn/guonei/list_12_2.html",
  '<div class="dede_pages"><ul class="pagelist"><li><a href="list_12_1.html">首页</a></li><li><a href="list_12_1.html">上一页</a></li><li><a href="list_12_1.html">1</a></li><li class="thisclass">2</li><li><a href="list_12_3.html">3</a></li><li><a href="list_12_3.html">下一页</a></li><li><a href="list_12_9.html">末页</a></li><li><span class="pageinfo">共 <strong>9</strong>页<strong>171</strong>条</span></li></ul></div>',
  "http://www.example-news.cn/guonei/list_12_3.html", "http://www.example-news.cn/guonei/list_12_1.html"),
 ("ucoz-forum", "http://example-club.ucoz.ru/forum/4-1187-1",
  '<table class="ThrTopButtonsTbl"><tr><td class="pagesBlockuz1"><b class="forumPgNavInfo">Страница <b>1</b> из <b>3</b></b> <b class="swchItemA"><span>1</span></b> <a class="swchItem" href="/forum/4-1187-2"><span>2</span></a> <a class="swchItem" href="/forum/4-1187-3"><span>3</span></a> <a class="swchItem" href="/forum/4-1187-2"><span>&raquo;</span></a></td></tr></table>',
  "http://example-club.ucoz.ru/forum/4-1187-2", None),
]

_TEASERS = "".join(f'<li class="item"><h3><a href="/post/{i}-a-title-of-post-{i}">A title of post number {i} about '
                   f'the harbour</a></h3><p>Started by user{i}, {i * 3} replies. Some lines of a teaser about the '
                   f'boats and the quay, and the weather.</p></li>' for i in range(1, 11))
# XenForo 1 writes its links relative to the forum's root, which its <base href> names.
_BASES = {"xenforo1": '<base href="http://www.example-talk.com/" />'}


def _list_page(pager: str, head: str = "") -> str:
    return (f'<html><head><title>Topics</title>{head}</head><body><header><a href="/">Home</a> '
            f'<a href="/about">About</a></header><main><h1>Topics</h1><ul class="list">{_TEASERS}</ul>{pager}</main>'
            f'<footer>(c) Site</footer></body></html>')


@pytest.mark.parametrize("platform, url, pager, nxt, prev", PAGERS, ids=[p[0] for p in PAGERS])
def test_a_platforms_list_pager(platform: str, url: str, pager: str, nxt: str, prev: str | None) -> None:
    markup = _list_page(pager, _BASES.get(platform, ""))
    found = find_next_page(parse(markup, url).root, url, lists=True)
    assert (found.url if found else None) == nxt
    links = find_page_links(parse(markup, url).root, url, lists=True)
    assert links.next[:1] == (nxt,)
    assert (links.prev[0] if links.prev else None) == prev
