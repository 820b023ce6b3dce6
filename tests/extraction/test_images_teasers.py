"""Article images on whole pages: other stories' thumbnails and the author's headshot are not
the article's, the story's own pictures are (issue 29, item 7)."""

import pytest

from scrapy_articles.extraction import ExtractionConfig, extract

URL = "https://sport.example.com/2019/05/12/united-win-derby.html"
STORY = [
    "United came from behind to win the derby on Sunday, with two goals in the final ten minutes "
    "turning a game that had looked lost for most of the afternoon.",
    "The visitors had led since the first half, when their captain headed in a corner that the home "
    "defence never dealt with, and the crowd grew restless as chances came and went.",
    "The manager said afterwards that the substitutions had changed the game, and praised the young "
    "winger who set up both late goals with runs down the left.",
    "It was the third win in a row for the home side, who now sit four points clear of the relegation "
    "places with three games of the season left to play.",
    "Their next match is away at the league leaders next Saturday, a fixture they have not won in "
    "eleven years, and the manager admitted it would be hard.",
]
HEADLINES = ["City sack their manager after cup exit", "Rovers sign striker on three-year deal",
             "Town fans protest over ticket prices", "Athletic youngster called up to national squad",
             "Wanderers stadium plans approved by council", "Albion keeper out for the season with knee injury"]
LEAD = ('<figure><img src="/img/derby-main.jpg" width="1200" height="675" alt="United players celebrate">'
        '<figcaption>United players celebrate the winner.</figcaption></figure>')
INLINE = '<p><img src="/img/derby-goal.jpg" width="800" height="450" alt="The second goal goes in"></p>'
STORY_IMAGES = ["/img/derby-main.jpg", "/img/derby-goal.jpg"]


def story_with(inserted: str) -> str:
    """The story's paragraphs with ``inserted`` after the third."""
    return "".join(f"<p>{s}</p>" for s in STORY[:3]) + inserted + "".join(f"<p>{s}</p>" for s in STORY[3:])


def page(after: str = "", byline: str = "", lead: str = LEAD, story: str = "", title: str = "United win the derby",
         head: str = "", h1: str | None = None) -> str:
    paragraphs = story or story_with(INLINE)
    return (f"<html><head><title>{title} | Sport Example</title>{head}</head><body>"
            "<header><nav><a href='/'>Home</a> <a href='/football'>Football</a></nav></header>"
            f"<main><div class='content'><h1>{title if h1 is None else h1}</h1>{byline}{lead}"
            f"<div class='body'>{paragraphs}</div>{after}</div></main>"
            "<footer><p>Copyright 2019 Sport Example</p></footer></body></html>")


def image_paths(markup: str, config: ExtractionConfig = ExtractionConfig()) -> list[str]:
    article = extract(markup, URL, config=config)
    assert all(s in article.text for s in STORY[:1]), "the story itself is the article"
    return [i.url.removeprefix("https://sport.example.com") for i in article.images]


def thumbnail(i: int, lazy: bool = False) -> str:
    if lazy:
        return (f'<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/thumbs/t{i}.jpg" '
                f'alt="{HEADLINES[i]}">')
    return f'<img src="/thumbs/t{i}.jpg" width="300" height="169" alt="{HEADLINES[i]}">'


def card_river(lazy: bool = False, alt: bool = True) -> str:
    """"More stories" below the story: each card's thumbnail sits beside its headline link."""
    cards = "".join(
        f'<div class="card"><div class="media">{thumbnail(i, lazy) if alt else thumbnail(i).replace(HEADLINES[i], "")}'
        f'</div><div class="text"><h3><a href="/2019/05/story-{i}.html">{h}</a></h3><span>12 May 2019</span>'
        f'</div></div>' for i, h in enumerate(HEADLINES))
    return f'<div class="more"><h2>More stories</h2>{cards}</div>'


def alt_only_river() -> str:
    """Thumbnails in one column, their headlines as a plain link list in another: only the alt
    texts say which story each picture is of."""
    pictures = "".join(f"<div>{thumbnail(i)}</div>" for i in range(len(HEADLINES)))
    links = "".join(f'<li><a href="/2019/05/story-{i}.html">{h}</a></li>' for i, h in enumerate(HEADLINES))
    return f'<div class="grid"><div class="col">{pictures}</div><ul class="col">{links}</ul></div>'


def unmarked_river(lazy: bool = False) -> str:
    """Records of a picture and a headline link in no heading nor title class, with a date:
    the link is the record's text."""
    records = "".join(
        f'<li>{thumbnail(i, lazy).replace(HEADLINES[i], "")}<div><a href="/2019/05/story-{i}.html">{h}</a> '
        f'<time>12 May</time></div></li>' for i, h in enumerate(HEADLINES))
    return f'<ul class="river">{records}</ul>'


@pytest.mark.parametrize("after", [unmarked_river(), unmarked_river(lazy=True)], ids=["sized", "lazy"])
def test_thumbnails_beside_unmarked_headline_links_are_not_article_images(after):
    assert image_paths(page(after)) == STORY_IMAGES


def test_a_story_picture_whose_credit_links_the_photographer_stays():
    """The credit is the box's text but for its label, and a link: to another site."""
    story = story_with('<div class="thumbnail"><img src="/img/stadium.jpg" width="300" height="200" alt="">'
                       '<span class="attribution">photo: <a href="https://www.joroe-photos.example.net/">'
                       '(c) 2019 Jo Roe Photography</a></span></div>')
    assert "/img/stadium.jpg" in image_paths(page(story=story))


def test_a_picture_beside_a_mail_link_is_no_teaser():
    """A link to write to someone opens no page of the site: the picture beside it is no teaser's."""
    after = ('<div class="contact"><img src="/img/stadium.jpg" width="300" height="200" alt="">'
             '<a href="mailto:ground@sport.example.com">Write to the ground staff</a></div>')
    assert "/img/stadium.jpg" in image_paths(page(after))


@pytest.mark.parametrize("href", ["http://[::1/story.html", "//[/story.html", "https://a]b/story.html"])
def test_a_link_urllib_cannot_read_is_on_no_site(href):
    """The same-site check of a card's link reads hrefs as written in the page: a malformed one is
    no link of the site, never a ValueError out of the extraction."""
    from scrapy_articles.extraction.images.pictures import _same_site
    assert _same_site(href, "https://sport.example.com/2019/05/match.html") is False


def test_a_story_picture_beside_a_linked_sentence_stays():
    """A picture whose box holds a link and more words than a date: the story's own."""
    story = story_with('<div class="media"><img src="/img/stadium.jpg" width="800" height="450" alt="">'
                       '<p>The stand, seen from the <a href="/2019/05/ground-guide.html">ground guide page</a> '
                       'the club put out on Friday before the game.</p></div>')
    assert "/img/stadium.jpg" in image_paths(page(story=story))


@pytest.mark.parametrize("after", [
    card_river(),
    card_river(lazy=True),
    card_river(alt=False),  # no alt text: the card alone says it
    alt_only_river(),
])
def test_teaser_thumbnails_below_the_story_are_not_article_images(after):
    assert image_paths(page(after)) == STORY_IMAGES


def test_a_thumbnail_named_after_a_headline_linked_in_a_sidebar_is_no_article_image():
    sidebar = "".join(f'<p><a href="/2019/05/story-{i}.html">{h}</a></p>' for i, h in enumerate(HEADLINES))
    after = f"<div class='strip'>{thumbnail(0)}{thumbnail(1)}</div><div class='list'>{sidebar}</div>"
    assert image_paths(page(after)) == STORY_IMAGES


def test_the_declared_image_stays_even_in_a_card():
    head = '<meta property="og:image" content="https://sport.example.com/thumbs/t0.jpg">'
    assert "/thumbs/t0.jpg" in image_paths(page(card_river(), head=head))


@pytest.mark.parametrize("story", [
    # The story links what its picture shows.
    story_with('<p>The new <a href="https://www.example.org/stadium">Riverside Park stadium and museum</a> '
               'opens next year with room for forty thousand fans.</p>'
               '<p><img src="/img/stadium.jpg" width="800" height="450" '
               'alt="Riverside Park stadium and museum"></p>'),
    # The picture's alt is the page's own headline, which a permalink above the story links.
    story_with('<p><img src="/img/stadium.jpg" width="800" height="450" alt="United win the derby at last"></p>'),
    # A gallery's wrapper ends with links to other galleries: its slides are still the story's.
    story_with('<div class="slider"><div class="slides">'
               '<div class="slide"><div class="wrap">'
               '<img src="/img/stadium.jpg" width="800" height="450" alt="The stand">'
               '</div></div><div class="slide"><div class="wrap"><img src="/img/pitch.jpg" width="800" height="450" '
               'alt="The pitch"></div></div><div class="slide"><div class="related-gallery-title">'
               '<a href="/2019/05/gallery-cup.html">Cup final in pictures from the day</a></div></div></div></div>'),
    # A CMS's file entity: a hidden heading links the image file's page by its file name.
    story_with('<figure><div class="file">'
               '<h2 class="element-invisible"><a href="/file/39939">stadium-1160x768.jpg</a></h2>'
               '<div class="content"><img src="/img/stadium.jpg" width="800" height="450" alt="The new stadium"></div>'
               '</div></figure>'),
], ids=["linked-in-story", "own-headline", "gallery", "file-entity"])
@pytest.mark.parametrize("h1", [None, "Sport Example"], ids=["headline-h1", "site-name-h1"])
def test_the_story_s_own_pictures_stay(story, h1):
    permalink = '<p class="kicker"><a href="/2019/05/12/united-win-derby/">United win the derby at last</a></p>'
    paths = image_paths(page(story=story, title="United win the derby at last", byline=permalink, h1=h1))
    assert "/img/stadium.jpg" in paths
    if "pitch.jpg" in story:
        assert "/img/pitch.jpg" in paths


BYLINES = [
    '<div class="meta"><img src="/people/jo-roe.jpg" width="100" height="100" alt="Jo Roe">'
    '<span>By <a href="/people/jo-roe">Jo Roe</a>, Sports Reporter</span> <time>12 May 2019</time></div>',
    # No "By": the alt is the name the line gives.
    '<div class="meta"><div><img src="/people/jo-roe.jpg" width="80" height="80" alt="Jo Roe"></div>'
    '<div><a href="/people/jo-roe">Jo Roe</a> · Sports Reporter · 12 May 2019</div></div>',
    # Sizes unknown (lazy-loaded, or sized by a style sheet): the alt is the name the byline gives.
    '<div class="meta"><img src="/people/jo-roe.jpg" alt="Jo Roe">'
    '<span>By <a href="/people/jo-roe">Jo Roe</a>, Sports Reporter</span> <time>12 May 2019</time></div>',
    '<div class="meta"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/people/jo-roe.jpg" '
    'alt="Jo Roe"><span>Jo Roe, Sports Reporter</span> <time>12 May 2019</time></div>',
    '<div class="meta"><img src="/people/jo-roe.jpg" srcset="/people/jo-roe-2x.jpg 2x" alt="Jo Roe">'
    '<div><a href="/people/jo-roe">Jo Roe</a> · Sports Reporter · 12 May 2019</div></div>',
]


@pytest.mark.parametrize("byline", BYLINES)
@pytest.mark.parametrize("lead", [LEAD, ""])
@pytest.mark.parametrize("keep_bylines", [False, True])
def test_the_author_s_headshot_beside_the_byline_is_no_article_image(byline, lead, keep_bylines):
    paths = image_paths(page(byline=byline, lead=lead), ExtractionConfig(keep_bylines=keep_bylines))
    assert paths == STORY_IMAGES[0 if lead else 1:]


@pytest.mark.parametrize("figure", [
    # A picture of unknown size captioned with the name that is its alt: the story's photo of a person.
    '<figure><img src="/img/manager.jpg" alt="Jo Roe"><figcaption>Jo Roe, the new manager</figcaption></figure>',
    # Beside a "By" line, but its alt names no one in it: a lead photo of unknown size.
    '<div class="meta"><img src="/img/manager.jpg" alt="The new manager"><span>By Jo Roe</span> '
    '<time>12 May 2019</time></div>',
])
def test_a_picture_of_unknown_size_beside_a_name_that_is_no_byline_stays(figure):
    assert "/img/manager.jpg" in image_paths(page(story=story_with(figure)))


def test_the_declared_picture_of_unknown_size_beside_a_by_line_stays():
    """A serial's cover, declared as the page's image, beside "<title> by <author>"."""
    cover = ('<div class="fic-header"><img src="/covers/derby-diaries.jpg" alt="Derby Diaries">'
             '<a href="/fiction/derby-diaries"><h2>Derby Diaries</h2></a> <span>by</span> '
             '<h3><a href="/profile/jo-roe">Jo Roe</a></h3></div>')
    head = '<meta property="og:image" content="https://sport.example.com/covers/derby-diaries.jpg">'
    assert "/covers/derby-diaries.jpg" in image_paths(page(byline=cover, head=head))


def test_a_small_picture_in_a_paragraph_of_the_story_stays():
    story = story_with('<p><img src="/img/crest.jpg" width="120" height="120" alt="The club crest"> The club crest '
                       'was redrawn for the new season, with the old castle back on it after fans asked for it '
                       'for years.</p>')
    assert "/img/crest.jpg" in image_paths(page(story=story))


def test_a_small_picture_captioned_with_its_alt_stays():
    story = story_with('<div class="wp-caption">'
                       '<img src="/img/crest.jpg" width="150" height="150" alt="The club crest">'
                       '<p class="wp-caption-text">The club crest</p></div>')
    assert "/img/crest.jpg" in image_paths(page(story=story))


def test_a_picture_whose_alt_is_the_headline_typed_with_plain_quotes_stays():
    story = story_with("<p><img src='/img/stadium.jpg' width='800' height='450' "
                       "alt=\"United's derby: it's won at last\"></p>")
    permalink = "<p class='kicker'><a href='/2019/05/12/united-win-derby/'>United's derby: it's won at last</a></p>"
    paths = image_paths(page(story=story, title="United’s derby: it’s won at last", byline=permalink, h1="Sport"))
    assert "/img/stadium.jpg" in paths
