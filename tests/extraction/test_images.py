import pytest

from scrapy_articles.extraction.article import Image
from scrapy_articles.extraction.images.pictures import find_images, image_url, largest_srcset, main_image
from scrapy_articles.extraction.document.parse import parse, strip_invisible

URL = "https://news.example.com/2020/story.html"
TEXT = "The council met on Tuesday and agreed the budget after a long debate. " * 3


def images_of(article: str, before: str = "", after: str = ""):
    """Images of a page whose <p class='t'> elements are the article text."""
    page = parse(f"<html><body>{before}<main><div class='column'><div id='article'>{article}</div>"
                 f"</div></main>{after}</body></html>", URL)
    strip_invisible(page.root)
    content = page.root.xpath("//p[@class='t']")
    return find_images(page.root, URL, content)


def urls(images):
    return [i.url for i in images]


def one_image(markup: str):
    page = parse(f"<html><body>{markup}</body></html>", URL)
    return page.root.xpath("//img | //amp-img")[0]


@pytest.mark.parametrize("srcset, expected", [
    ("a.jpg 320w, b.jpg 1024w, c.jpg 640w", "b.jpg"),
    ("a.jpg, b.jpg 2x", "b.jpg"),
    ("a.jpg 1.5x, b.jpg 1x", "a.jpg"),
    ("https://cdn.example.com/c_fill,w_100/a.jpg 100w, https://cdn.example.com/c_fill,w_900/a.jpg 900w",
     "https://cdn.example.com/c_fill,w_900/a.jpg"),
    ("single.jpg", "single.jpg"),
    ("", None),
])
def test_largest_srcset(srcset, expected):
    assert largest_srcset(srcset) == expected


@pytest.mark.parametrize("markup, expected", [
    ('<img src="/a.jpg">', "https://news.example.com/a.jpg"),
    ('<img src="data:image/gif;base64,R0lGOD" data-src="/lazy.jpg">', "https://news.example.com/lazy.jpg"),
    ('<img src="blank.gif" data-lazy-src="//cdn.example.com/l.jpg">', "https://cdn.example.com/l.jpg"),
    ('<img data-original="/orig.jpg">', "https://news.example.com/orig.jpg"),
    ('<img src="/s.jpg" srcset="/m.jpg 600w, /l.jpg 1200w">', "https://news.example.com/l.jpg"),
    ('<picture><source srcset="/w.webp 1600w, /n.webp 800w"><img src="/f.jpg"></picture>',
     "https://news.example.com/w.webp"),
    ('<amp-img src="/amp.jpg"></amp-img>', "https://news.example.com/amp.jpg"),
    ('<img src="data:image/png;base64,AAAA">', None),
    ('<img src="javascript:void(0)">', None),
])
def test_image_url(markup, expected):
    assert image_url(one_image(markup), URL) == expected


def test_article_images_with_sizes_alt_and_no_duplicates():
    found = images_of(f"""
      <p class="t">{TEXT}</p>
      <img src="/photo.jpg" width="800" height="450" alt=" The  budget ">
      <p class="t">{TEXT}</p>
      <img src="/photo.jpg">""")
    assert found == (Image(url="https://news.example.com/photo.jpg", alt="The budget",
                           width=800, height=450),)


@pytest.mark.parametrize("bad", [
    '<img src="/pixel.gif" width="1" height="1">',
    '<img src="https://stats.example.net/beacon.gif">',
    '<img src="https://ad.doubleclick.net/x.jpg">',
    '<img src="/share.png" width="40" height="40">',
    '<img src="/small.jpg" style="width: 40px">',
    '<img src="/assets/site-logo.png">',
    '<img class="avatar" src="/u/42.jpg">',
    '<span class="icon"><img src="/i/print.png"></span>',
    '<img src="data:image/png;base64,AAAA">',
    '<div class="ad-slot"><img src="/banner.jpg"></div>',
    '<div class="related"><a href="/other"><img src="/other.jpg"> Other story</a></div>',
])
def test_unwanted_images_are_dropped(bad):
    found = images_of(f'<p class="t">{TEXT}</p>{bad}<img src="/keep.jpg"><p class="t">{TEXT}</p>')
    assert urls(found) == ["https://news.example.com/keep.jpg"]


@pytest.mark.parametrize("label", ["Advertisement", "ANZEIGE", "Publicité :", "Publicidad",
                                   "Ad", "Advertisement - Scroll to continue"])
def test_image_labelled_as_advertisement_is_dropped(label):
    above = images_of(f'<p class="t">{TEXT}</p><div><span>{label}</span><img src="/ad.jpg"></div>'
                      f'<p class="t">{TEXT}</p>')
    below = images_of(f'<p class="t">{TEXT}</p><div><img src="/ad.jpg"><small>{label}</small></div>'
                      f'<p class="t">{TEXT}</p>')
    assert above == below == ()


def test_the_word_ad_inside_a_caption_is_no_label():
    found = images_of(f'<p class="t">{TEXT}</p><figure><img src="/a.jpg"><figcaption>An ad '
                      f'campaign on a bus</figcaption></figure><p class="t">{TEXT}</p>')
    assert [i.caption for i in found] == ["An ad campaign on a bus"]


def test_figcaption_and_credit_in_a_frame():
    found = images_of(f"""<p class="t">{TEXT}</p>
      <figure><a href="/big.jpg"><img src="/a.jpg"></a>
        <figcaption>The mayor <span class="credit">Photo: AP</span></figcaption></figure>
      <div class="wp-caption"><img src="/b.jpg"><p class="wp-caption-text">Second picture</p></div>
      <p class="t">{TEXT}</p>""")
    assert [(i.url.rsplit("/", 1)[1], i.caption) for i in found] == [
        ("a.jpg", "The mayor Photo: AP"), ("b.jpg", "Second picture")]


def test_caption_right_below_the_image():
    found = images_of(f"""<p class="t">{TEXT}</p>
      <p><img src="/a.jpg"></p><p><em>Crowds gather at the town hall.</em></p>
      <p class="t">{TEXT}</p><img src="/b.jpg"><br>Line-break caption
      <p class="t">{TEXT}</p>""")
    assert [i.caption for i in found] == ["Crowds gather at the town hall.", "Line-break caption"]


def test_caption_beside_the_image_in_a_table():
    found = images_of(f'<p class="t">{TEXT}</p><table><tr><td><img src="/a.jpg"></td>'
                      f'<td>The old bridge in 1920</td></tr></table><p class="t">{TEXT}</p>')
    assert found[0].caption == "The old bridge in 1920"


@pytest.mark.parametrize("below", [
    f'<p class="t">{TEXT}</p>',  # article text is no caption
    '<p><a href="/next">Read the next story</a></p>',  # all-link text
    '<p>' + "long " * 80 + '</p>',  # a paragraph, not a caption
    '<h2>A subheading</h2>',
    '<hr><p>After a rule</p>',
    '<p class="credit">Credit</p>',  # a label with nothing after it
])
def test_no_caption(below):
    found = images_of(f'<p class="t">{TEXT}</p><div><img src="/a.jpg"></div>{below}'
                      f'<p class="t">{TEXT}</p>')
    assert urls(found) == ["https://news.example.com/a.jpg"]
    assert found[0].caption is None


def test_gallery_keeps_every_image_with_its_own_caption():
    gallery = "".join(f'<figure><img data-src="/g{i}.jpg" src="/spacer.gif"><figcaption>Picture {i}'
                      f'</figcaption></figure>' for i in range(3))
    found = images_of(f'<p class="t">{TEXT}</p><div class="gallery">{gallery}</div><p class="t">{TEXT}</p>')
    assert [(i.url.rsplit("/", 1)[1], i.caption) for i in found] == [
        ("g0.jpg", "Picture 0"), ("g1.jpg", "Picture 1"), ("g2.jpg", "Picture 2")]


def test_lead_figure_just_above_the_article_text_is_included():
    before = ('<div class="top"><h1>Headline</h1><figure><img src="/lead.jpg">'
              '<figcaption>The lead picture</figcaption></figure></div>')
    far = "<div><img src='/far.jpg'></div><div>" + "menu " * 200 + "</div>"
    found = images_of(f'<p class="t">{TEXT}</p><p class="t">{TEXT}</p>', before=far + before)
    assert [(i.url.rsplit("/", 1)[1], i.caption) for i in found] == [("lead.jpg", "The lead picture")]


def test_nothing_without_content():
    page = parse("<html><body><img src='/a.jpg'></body></html>", URL)
    assert find_images(page.root, URL, []) == ()


def test_main_image_prefers_og_image():
    a, b = Image(url="https://x.example/a.jpg", caption="A"), Image(url="https://x.example/b.jpg")
    assert main_image([a, b], "https://x.example/b.jpg") is b
    assert main_image([a, b], "https://x.example/og.jpg") == Image(url="https://x.example/og.jpg")
    assert main_image([a, b], None) is a
    assert main_image([], None) is None


def test_frame_caption_above_the_image():
    found = images_of(f'<p class="t">{TEXT}</p><figure><figcaption>Caption on top</figcaption>'
                      f'<img src="/a.jpg"></figure><div class="photo"><span class="credit">Photo: '
                      f'Jo Lee</span><div><img src="/b.jpg"></div></div><p class="t">{TEXT}</p>')
    assert [i.caption for i in found] == ["Caption on top", "Photo: Jo Lee"]


def test_words_around_an_inline_image_are_article_text():
    found = images_of(f'<p class="t">{TEXT} <img src="/inline.jpg"> and the debate went on.</p>'
                      f'<p class="t">{TEXT}</p>')
    assert [(i.url.rsplit("/", 1)[1], i.caption) for i in found] == [("inline.jpg", None)]


def test_a_frame_around_the_article_text_is_no_caption_frame():
    page = parse("<html><body><main><div class='story image-post'><img src='/a.jpg'>"
                 "<p class='t'>Short story.</p></div></main></body></html>", URL)
    found = find_images(page.root, URL, page.root.xpath("//p[@class='t']"))
    assert [i.caption for i in found] == [None]


@pytest.mark.parametrize("label, position", [
    ("Advertisement", "above"), ("Anzeige", "below"), ("Publicité :", "above"),
])
def test_advertisement_label_found_past_blank_text_and_other_images(label, position):
    # The nearest words may sit several elements away, past empty wrappers and other images.
    ad = ("<div><span> </span><img src='/ad/spacer.jpg' width='300' height='250'></div>"
          "<div>\n  <img src='/ad/banner.jpg' width='300' height='250'>\n</div>")
    labelled = f"<div><p>{label}</p></div>{ad}" if position == "above" else f"{ad}<div><p>{label}</p></div>"
    found = urls(images_of(f"<p class='t'>{TEXT}</p>{labelled}<p class='t'>{TEXT}</p>"))
    assert "https://news.example.com/ad/banner.jpg" not in found


def test_unreadable_image_urls_are_skipped():
    found = images_of(f"<p class='t'>{TEXT}</p><img src='http://[::1/a.jpg' width='600' height='400'>"
                      f"<img src='/ok.jpg' width='600' height='400'><p class='t'>{TEXT}</p>")
    assert urls(found) == ["https://news.example.com/ok.jpg"]


@pytest.mark.parametrize("gap_words, kept", [(10, True), (120, False)])
def test_lead_figure_only_right_above_the_text(gap_words, kept):
    gap = " ".join(["word"] * gap_words)
    found = images_of(f"<p class='t'>{TEXT}</p><p class='t'>{TEXT}</p>",
                      before=f"<figure><img src='/lead.jpg' width='800' height='500'></figure><div>{gap}</div>")
    assert ("https://news.example.com/lead.jpg" in urls(found)) is kept


def article_images(body: str, content_xpath: str):
    """Images of a page whose article elements (``content_xpath``) include caption text."""
    page = parse(f"<html><body><main><article>{body}</article></main></body></html>", URL)
    strip_invisible(page.root)
    return find_images(page.root, URL, page.root.xpath(content_xpath))


@pytest.mark.parametrize("body, content, expected", [
    # The figcaption was kept as article text: the image keeps it too (issue 4).
    (f'<p class="t">{TEXT}</p><figure><img src="/a.jpg"><figcaption>Gate raised at dawn. '
     f'<span class="credit">Photo: T. O.</span></figcaption></figure><p class="t">{TEXT}</p>',
     "//p[@class='t'] | //figcaption", "Gate raised at dawn. Photo: T. O."),
    # A figure without figcaption: its short text is the caption even when selected.
    (f'<p class="t">{TEXT}</p><figure><img src="/a.jpg"><p class="t">The old mill.</p></figure>',
     "//p[@class='t']", "The old mill."),
    # A wrapper with a caption part whose caption was selected.
    (f'<p class="t">{TEXT}</p><div class="photo"><img src="/a.jpg"><p class="caption">A heron.</p></div>',
     "//p[@class='t'] | //p[@class='caption']", "A heron."),
    # A caption-marked line right below the image, selected as article text.
    (f'<p class="t">{TEXT}</p><p><img src="/a.jpg"></p><p class="t wp-caption-text">Crowds at noon.</p>'
     f'<p class="t">{TEXT}</p>', "//p[contains(@class, 't')]", "Crowds at noon."),
    # Unmarked article text right below the image stays article text only.
    (f'<p class="t">{TEXT}</p><p><img src="/a.jpg"></p><p class="t">Short paragraph.</p>',
     "//p[@class='t']", None),
    # A wrapper whose class names a picture but that also holds article text beside the caption.
    (f'<div class="image-story"><img src="/a.jpg"><p class="t">{TEXT}</p>'
     f'<p class="credit">Photo: AP</p></div>', "//p[@class='t'] | //p[@class='credit']", None),
])
def test_caption_also_selected_as_article_text(body, content, expected):
    found = article_images(body, content)
    assert [i.caption for i in found] == [expected]


def test_gallery_captions_selected_as_article_text_stay_with_their_images():
    slides = "".join(f'<li><figure><img src="/g{i}.jpg"><figcaption>Picture {i}</figcaption></figure>'
                     f'<a href="#p{i + 1}">Next image »</a></li>' for i in range(3))
    found = article_images(f'<p class="t">{TEXT}</p><ol>{slides}</ol>',
                           "//p[@class='t'] | //figcaption[not(contains(., '2'))]")
    assert [i.caption for i in found] == ["Picture 0", "Picture 1", "Picture 2"]


@pytest.mark.parametrize("markup", [
    "<figure><img src='/a.jpg'></figure><div><p>x</p><picture><source><img src='/b.jpg'></source></picture>"
    "<section><h1>t</h1><p id='first'>text</p><img src='/c.jpg'></section></div><figure>after</figure>",
    "<div><div><img src='/a.jpg'><span><img src='/b.jpg'></span></div></div><p>a</p><div><p>b</p><p>c</p></div>",
    "<p>no media at all</p><div><p>still none</p></div>",
    "<img src='/a.jpg'><figure><figcaption>c</figcaption><p>inside</p></figure><p>after</p>",
    # Leaf siblings, told by their tag alone: an empty figure, line breaks, an image between texts.
    "<p>a</p><figure></figure><br><span>x</span><br><p>b</p><img src='/a.jpg'><b>c</b><p>d</p>",
])
def test_preceding_media_is_the_xpath_preceding_axis(markup):
    # _preceding_media walks siblings back instead of evaluating the preceding axis
    from lxml import etree

    from scrapy_articles.extraction.images.pictures import _preceding_media
    page = parse(f"<html><body>{markup}</body></html>")
    strip_invisible(page.root)
    reference = etree.XPath("preceding::*[self::figure or self::picture or self::img][1]")
    for el in page.root.iter():
        found = reference(el)
        assert _preceding_media(el) is (found[0] if found else None)


TEASER_ROW = "".join(
    f'<div class="card"><a href="/2020/other-{i}.html"><img src="/thumbs/{i}.jpg" width="300" height="200" '
    f'alt="Another story {i}"></a><p class="t">A sentence about another story {i} and what it says.</p></div>'
    for i in range(3))


@pytest.mark.parametrize("markup, declared, expected", [
    # Thumbnails that are links to other pages are those pages' teasers, not the article's images.
    (f"<figure><img src='/story.jpg' width='800' height='500'></figure>{TEASER_ROW}", None, ["/story.jpg"]),
    # A picture linked to its own full-size file, or to an anchor, is the article's.
    ("<a href='/big/story.jpg'><img src='/story.jpg' width='800' height='500'></a>"
     "<a href='#gallery'><img src='/two.jpg' width='800' height='500'></a>", None, ["/story.jpg", "/two.jpg"]),
    # The page's declared image stays even where it links to a gallery page.
    ("<a href='/gallery/story.html'><img src='/story.jpg' width='800' height='500'></a>",
     "https://news.example.com/story.jpg", ["/story.jpg"]),
    ("<a href='/gallery/story.html'><img src='/story.jpg' width='800' height='500'></a>", None, []),
])
def test_teaser_thumbnails_are_not_article_images(markup, declared, expected):
    page = parse(f"<html><body><article><p class='t'>{TEXT}</p>{markup}<p class='t'>{TEXT}</p></article>"
                 f"</body></html>", URL)
    strip_invisible(page.root)
    found = find_images(page.root, URL, page.root.xpath("//p[@class='t']"), declared)
    assert urls(found) == [f"https://news.example.com{path}" for path in expected]


def _reference_region(content):
    """The lowest common ancestor of all the elements, widened one level, by definition."""
    chains = [[el, *el.iterancestors()] for el in content]
    common = [el for el in chains[0] if all(el in chain for chain in chains[1:])]
    return common[min(1, len(common) - 1)] if common[0] is not chains[0][-1] else common[0]


@pytest.mark.parametrize("markup, content_ids", [
    # Blocks held by the same block-level container: the first and last elements tell it.
    ("<div id='c'><div id='w'><p id='a'>x</p><p id='b'>y</p></div></div>", ["a", "b"]),
    # An inline wrapper between: the text between its paragraphs is held by the <div> above it,
    # so the first and last paragraphs' common <span> is not the answer.
    ("<section id='s'><div id='d'><span id='w'><p id='a'>x</p>mid<p id='b'>y</p></span></div></section>",
     ["a", "d", "b"]),
    ("<div id='d'><p id='a'>x</p></div>", ["a"]),
])
def test_region_is_the_lowest_common_ancestor_widened(markup, content_ids):
    from scrapy_articles.extraction.images.pictures import _Article, _region

    page = parse(f"<html><body>{markup}</body></html>", URL)
    content = [page.root.xpath(f"//*[@id='{name}']")[0] for name in content_ids]
    assert _region(content) is _reference_region(content)
    article = _Article(content)
    everything = {el for block in content for el in (block, *block.iterancestors())}
    assert all(el in article for el in everything)
    assert not any(el in article for el in page.root.iter() if el not in everything)
