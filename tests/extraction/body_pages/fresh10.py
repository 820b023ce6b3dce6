"""A tenth fresh split of the body suite (fresh-10): seven more kinds of sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 31, for session 32): their
first run is a held-out figure (tests/extraction/test_body_suite.py pins its
failures), not a target to tune to. Each page wraps a story of its own and
lists every paragraph of it (the lead included), its subheading and every item
of its list as what the body must hold, and every piece of chrome it carries as
what the body must not hold. Each layout imitates a family of 2019-2024
templates none of the suite's other layouts does: a Japanese national daily
("2024年3月14日 6時12分", share buttons, a caption closing "＝date, place,
...撮影", a "【写真】" link line and an "あわせて読みたい" box inside the story,
"この記事を書いた人", "関連ニュース", "アクセスランキング", a comment count);
a Korean portal's news viewer (the text split by ``<br>`` in one box, "입력" /
"수정" stamps, "기사원문", the summary bot and text-size tools, a caption with
"/사진=...", reaction buttons, the reporter's closing line with his e-mail, the
copyright line "무단 전재 및 재배포 금지", the reporter's profile box, "많이 본
뉴스"); a Canadian newspaper chain's story page ("Author of the article:",
"Published ... Last updated ... 3 minute read", "Article content" labels and
"Advertisement 2 ... This advertisement has not loaded yet, but your article
continues below." between the paragraphs, "Photo by ... /Paper" credits, a
newsletter sign-up with its consent and status lines inside the story, a
bold "Bookmark our website" promo paragraph, the comment policy, "Trending");
a science news site's press-release page ("Date:", "Source:", "Summary:",
"FULL STORY", a photo with "Credit: ...", "Story Source:", "Journal
Reference:" with its DOI, "Cite This Page:" and its three styles, "RELATED
TOPICS", "Strange & Offbeat"); an Argentine sports daily's match report (a
score box with the goals' minutes, "Mirá también" inside the story, a video
with its length, "(Foto: ...)" captions, the "Síntesis" box with the line-ups,
referee and stadium, the players' ratings, the league table, "Temas",
comments); a US city's news flash on a municipal CMS ("Skip to Main Content",
"Create a Website Account", a translation widget, "News Flash", "Posted on:",
"Tools", "Notify Me", "Return to full list >>", "Other News in Home" with
"Read on...", the city hall's address and "Government Websites by ...");
and a post on a large blogging platform ("Member-only story", the author's
"Follow", "Published in ...", "7 min read", clap and response counts,
"Listen" and "Share", "Photo by ... on Unsplash", tag pills, "Written by ...",
followers, "More from ...", "Recommended from ...", the responses box).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .layouts import Page, every_must, head, json_ld, pages_of, paras, story_list
from .stories import Story

Fresh10Layout = Callable[[Story], Page]

FRESH10_STORIES = (
    Story(
        "kominka-hotel", "ja",
        "空き家の古民家、村ぐるみでホテルに　長野・小谷村で4月開業",
        "村内に点在する古民家7棟を改修し、一つのホテルとして運営する。受け付けは旧役場の建物に置く。",
        "山本恵", "2024-03-14T06:12:00+09:00", "2024年3月14日 6時12分",
        ("長野県小谷村で、空き家になっていた古民家7棟を改修し、村全体を一つのホテルとして運営する取り組みが4月に始まる。"
         "宿泊客は旧役場の建物で受け付けを済ませ、集落に点在する客室まで歩いて向かう。",
         "運営するのは、村と地元の建設会社などが出資して昨年設立した会社だ。築100年を超える家もあり、かやぶき屋根の一部を"
         "ふき替え、断熱材を入れて冬でも泊まれるようにした。改修費は約4億円で、半分を国の補助金でまかなった。",
         "村の人口はこの30年でほぼ半分の約2700人に減り、空き家は200棟を超える。持ち主が村外に住んでいて管理できず、"
         "雪の重みで屋根が傷んだまま放置されている家も少なくない。",
         "客室は1棟あたり2～6人が泊まれる広さで、食事は集落の食堂や民宿で取る仕組みにした。朝食には地元の農家が作った米や"
         "みそを使い、宿泊客が村の中を歩いて回るきっかけにする。",
         "「家を貸してほしいとお願いに回ったときは、ほとんど断られました。実際に直した家を見てもらって、ようやく話を聞いて"
         "もらえるようになった」と、運営会社の社長、松沢健一さん（52）は振り返る。",
         "海外からのスキー客が多い冬だけでなく、田植えや紅葉の季節にも客を呼び込みたい考えだ。村は今後5年で、さらに10棟を"
         "客室に加える計画を立てている。",
         "一方で、観光客が増えることで生活が乱されることを心配する住民もいる。会社は夜間の騒音や車の通行について、集落ごとに"
         "住民と決まりをつくって運営するとしている。"),
        "宿泊の仕組み",
        ("受け付けは旧役場の建物で行う",
         "客室は集落に点在する古民家7棟",
         "食事は集落の食堂や民宿で取る"),
        "改修を終えた古民家の客室＝2024年3月8日午前、長野県小谷村",
        "山本恵撮影", "社会"),
    Story(
        "rosen-bus", "ja",
        "路線バス、運転手不足で4月から2割減便　静岡の事業者「維持が限界」",
        "残業規制の強化で運転手の確保がさらに難しくなる。通学や通院への影響を心配する声が上がっている。",
        "田中直樹", "2024-02-27T18:30:00+09:00", "2024年2月27日 18時30分",
        ("静岡県東部で路線バスを運行する伊豆中央交通は27日、4月1日のダイヤ改定で平日の便数を約2割減らすと発表した。"
         "運転手の不足が続いており、現在の便数を維持できなくなったという。",
         "同社の運転手は約180人で、5年前より40人ほど少ない。退職する人に対して新たに採用できる人が追いつかず、休日出勤で"
         "しのいできたが、それも限界に近づいていた。",
         "4月からは運転手の残業時間の上限が厳しくなる「2024年問題」も重なる。同社の試算では、今のダイヤを続けるには"
         "さらに25人の運転手が必要になるという。",
         "減便の対象は主に日中と夜間の便で、朝の通学時間帯はできるだけ維持する。ただ、山間部を走る3路線は1日数便にまで減り、"
         "一部の集落では最終便が午後5時台になる。",
         "沿線の高校に通う生徒の保護者からは「部活動のあと帰る手段がなくなる」との声が上がる。病院への通院にバスを使う"
         "高齢者も多く、自治体は対応に追われている。",
         "「会社の努力だけでは路線を守れない段階に来ている。自治体や住民と一緒に、地域の足をどう残すかを考えたい」と、"
         "同社の担当者は話す。",
         "県は来年度、運転手の採用や大型二種免許の取得にかかる費用を補助する制度を設ける方針だ。沿線の3市町も、予約に応じて"
         "走る乗り合いタクシーの導入を検討している。"),
        "ダイヤ改定の主な内容",
        ("平日の便数を約2割減らす",
         "朝の通学時間帯の便はできるだけ維持する",
         "山間部の3路線は1日数便に減る"),
        "減便が決まった路線を走るバス＝2024年2月27日、静岡県伊豆の国市",
        "田中直樹撮影", "経済"),
    Story(
        "school-zero", "ko",
        "신입생 0명… 전남 초등학교 12곳 올해 입학식 못 열어",
        "학령인구 감소로 농어촌 학교의 신입생이 사라지고 있다. 교육청은 통폐합 대신 공동교육과정을 늘리기로 했다.",
        "김민지", "2024-03-04T06:12:00+09:00", "2024.03.04. 오전 6:12",
        ("전남 지역 초등학교 12곳이 올해 신입생을 한 명도 받지 못해 입학식을 열지 못했다. 전남교육청은 4일 도내 초등학교 "
         "429곳 가운데 12곳의 신입생이 0명이라고 밝혔다.",
         "신입생이 없는 학교는 지난해 9곳에서 올해 12곳으로 늘었다. 신입생이 5명 이하인 학교도 160곳이 넘어 전체 "
         "초등학교의 3분의 1을 넘어섰다.",
         "이들 학교는 대부분 섬이나 산간 지역에 있다. 젊은 부부가 일자리를 찾아 도시로 떠나면서 마을에 아이가 태어나지 "
         "않는 상황이 10년 넘게 이어지고 있다.",
         "교육청은 학교를 통폐합하는 대신 인근 학교 여러 곳이 함께 수업하는 공동교육과정을 늘리기로 했다. 체육 수업과 "
         "현장체험학습은 여러 학교 학생이 모여 함께 진행한다.",
         "한 섬마을 초등학교 교장은 \"학교가 문을 닫으면 마을에 남아 있던 젊은 가족마저 떠난다\"며 \"학교는 교육기관이면서 "
         "마을을 지키는 마지막 공간\"이라고 말했다.",
         "일부 지자체는 학생 가족에게 주택과 일자리를 제공하는 방식으로 전학생을 모으고 있다. 완도의 한 초등학교는 이 "
         "방식으로 3년 동안 학생 수를 8명에서 21명으로 늘렸다.",
         "전문가들은 학교 하나의 문제가 아니라 지역 소멸의 문제라고 지적한다. 교육청은 다음 달까지 지자체와 함께 작은 학교 "
         "살리기 계획을 내놓을 예정이다."),
        "교육청 대책 주요 내용",
        ("인근 학교와 공동교육과정 확대",
         "농어촌 유학 가족에게 주거 지원",
         "작은 학교 교사 정원 유지"),
        "4일 신입생 없이 새 학기를 시작한 전남의 한 초등학교 교실이 비어 있다.",
        "/사진=전남교육청 제공", "사회"),
    Story(
        "subway-fare", "ko",
        "부산 도시철도 요금 8년 만에 150원 인상… 다음 달부터 1,600원",
        "부산시는 누적 적자를 이유로 요금 인상을 확정했다. 청소년과 어린이 요금은 동결한다.",
        "박준호", "2024-09-10T14:05:00+09:00", "2024.09.10. 오후 2:05",
        ("부산 도시철도 기본요금이 다음 달 5일부터 1,450원에서 1,600원으로 150원 오른다. 부산시는 10일 물가대책위원회를 "
         "열어 도시철도와 시내버스 요금 인상안을 확정했다고 밝혔다.",
         "도시철도 요금이 오르는 것은 2016년 이후 8년 만이다. 시내버스 기본요금도 1,550원에서 1,700원으로 같은 날 오른다. "
         "다만 청소년과 어린이 요금은 올리지 않기로 했다.",
         "부산교통공사의 지난해 당기순손실은 약 2,600억 원으로, 누적 적자는 3조 원을 넘었다. 무임승차 인원이 늘어난 데다 "
         "전기요금과 인건비가 크게 올랐기 때문이다.",
         "시는 요금 인상으로 연간 약 400억 원의 수입이 늘어날 것으로 보고 있다. 늘어난 수입은 노후 전동차 교체와 역사 "
         "승강기 설치 등 안전 시설 개선에 쓸 계획이다.",
         "시민들의 반응은 엇갈린다. 매일 지하철로 출퇴근하는 한 직장인은 \"월급만 빼고 다 오르는 것 같다\"며 \"한 달에 "
         "만 원 가까이 더 내야 한다\"고 말했다.",
         "시민단체는 적자의 주요 원인인 무임승차 손실을 정부가 보전해야 한다고 주장하고 있다. 부산시도 법 개정을 통해 "
         "국비 지원을 받을 수 있도록 정부에 건의할 방침이다.",
         "시는 요금 인상과 함께 한 달에 일정 금액 이상 대중교통을 이용하면 초과분을 돌려주는 정기권 제도를 내년 초 "
         "도입하기로 했다."),
        "달라지는 요금",
        ("도시철도 기본요금 1,450원에서 1,600원으로",
         "시내버스 기본요금 1,550원에서 1,700원으로",
         "청소년·어린이 요금은 동결"),
        "10일 부산 서면역 승강장에서 시민들이 열차를 기다리고 있다.",
        "/사진=연합뉴스", "경제"),
    Story(
        "snow-clearing", "en",
        "Saskatoon to spend extra $4.2 million on snow clearing after complaints about rutted streets",
        "Council voted 8-3 to raise the service level on residential streets, which will now be graded within "
        "five days of a major storm.",
        "Morgan Dubois", "2024-01-24T17:05:00-06:00", "Published Jan 24, 2024",
        ("Saskatoon city council has voted to spend an extra $4.2 million a year on snow clearing, after a winter "
         "in which residents flooded the city's service line with complaints about rutted, icy residential streets.",
         "The change, approved 8-3 on Wednesday, means crews will grade every residential street within five days "
         "of a snowfall of 10 centimetres or more. Until now, those streets were only graded when ruts grew deeper "
         "than 15 centimetres.",
         "Administration told council the city received more than 6,000 calls about residential streets in December "
         "alone, almost three times the number for the same month a year earlier.",
         "Most of the new money will pay for contracted graders and operators, because the city cannot hire and "
         "train enough of its own staff before next winter. About $600,000 will go toward clearing sidewalks around "
         "schools and seniors' homes.",
         "\"People have been telling us for years that they can't get their car out of the driveway, or that they "
         "can't push a stroller down the street,\" said Coun. Hilary Gough. \"This is the level of service they "
         "expect, and it's what they pay for.\"",
         "The three councillors who voted against the plan said the cost should have been weighed against other "
         "priorities in the budget, including transit and road repairs, which already face a shortfall of about "
         "$12 million.",
         "The higher service level takes effect next November. Until then, the city says it will keep grading the "
         "worst streets first and asks residents to report problem spots through its online map."),
        "What changes next winter",
        ("residential streets graded within five days of a 10-centimetre snowfall;",
         "sidewalks cleared around schools and seniors' homes;",
         "an online map showing where graders are working."),
        "A grader clears a residential street in the Nutana neighbourhood on Tuesday.",
        "Photo by Michelle Berg /Saskatoon Prairie Post", "Local News"),
    Story(
        "pools-lifeguards", "en",
        "Winnipeg pools to stay open later this summer after lifeguard hiring drive",
        "The city hired 140 new lifeguards and will keep six outdoor pools open until Labour Day for the first "
        "time since 2019.",
        "Jesse Okafor", "2024-05-30T15:40:00-05:00", "Published May 30, 2024",
        ("Six of Winnipeg's outdoor pools will stay open until Labour Day this summer, the city said Thursday, after "
         "a hiring drive brought in enough lifeguards to staff them for the full season.",
         "It is the first time since 2019 that the pools will not close in mid-August, when many of the students "
         "who work as lifeguards go back to school or leave for university.",
         "The city hired 140 new lifeguards over the winter, about twice as many as last year. It paid for their "
         "training courses, which cost about $600 each, in exchange for a commitment to work the whole summer.",
         "Wading pools in 15 neighbourhoods will also open a week earlier than usual, on June 22, and the Sargent "
         "Park and Kildonan Park pools will add evening swims on weekdays.",
         "\"When we closed pools early, the kids who lost out were the ones who don't have a cottage or a backyard "
         "pool to go to,\" said Coun. Sherri Rollins, who chairs the city's community services committee.",
         "The city says the program cost about $350,000 more than last year's recruiting. It plans to keep paying "
         "for training next year and to offer returning lifeguards a raise of 50 cents an hour.",
         "Swim schedules for all outdoor pools will be posted on the city's website by June 15. Admission to outdoor "
         "pools remains free for children under 17."),
        "The summer at a glance",
        ("six outdoor pools open until Labour Day;",
         "wading pools open June 22;",
         "free admission for children under 17."),
        "Lifeguard trainees practise a rescue at the Pan Am Pool on Tuesday.",
        "Photo by Mikaela MacKenzie /Winnipeg Prairie Post", "Local News"),
    Story(
        "bumblebee-heat", "en",
        "Heat waves dull bumblebees' sense of smell, making it harder to find flowers",
        "In experiments, bumblebees exposed to a short burst of heat reacted to floral scents far less often, "
        "and many did not recover their sense of smell for days.",
        "University of Eastmoor", "2024-03-14T00:00:00+00:00", "March 14, 2024",
        ("Bumblebees that experience a short heat wave lose much of their ability to smell flowers, according to a "
         "study by researchers at the University of Eastmoor. The effect lasted for days in some bees, long after "
         "temperatures had returned to normal.",
         "Bumblebees rely on scent to find flowers and to tell apart those that have nectar from those recently "
         "emptied by other bees. A poorer sense of smell means more time spent searching and less food brought "
         "back to the colony.",
         "The team kept worker bees from four species at 38 degrees Celsius for two hours, a temperature that "
         "ground-nesting bees now meet regularly during summer heat waves in parts of Europe. They then measured "
         "how the bees' antennae reacted to the scents of twelve common wildflowers.",
         "After the heat, the antennae responded to the floral scents about 80 percent less often than those of "
         "bees kept at 25 degrees. In one species, the buff-tailed bumblebee, fewer than half of the bees had "
         "recovered three days later.",
         "\"We expected some effect, but not one that lasted so long,\" said Dr. Fiona Maddox, who led the study. "
         "\"A bee worker only lives a few weeks. Losing three days of foraging is a large part of her working life.\"",
         "The researchers think the heat damages proteins in the antennae that bind scent molecules. Bees with "
         "larger bodies seemed better protected, which may help explain why some species cope with warmer "
         "summers better than others.",
         "The team now plans to test whether shade and flower-rich field margins, which stay cooler than open "
         "fields, can protect colonies during heat waves. They also want to find out whether queens are affected "
         "in the same way."),
        "What the experiments showed",
        ("80 percent fewer responses to floral scents after two hours at 38 degrees;",
         "fewer than half of buff-tailed bumblebees recovered within three days;",
         "larger bees were less affected than smaller ones."),
        "A buff-tailed bumblebee feeding on a knapweed flower.",
        "Credit: Fiona Maddox / University of Eastmoor", "Plants & Animals"),
    Story(
        "lake-methane", "en",
        "Shorter ice seasons let northern lakes release more methane, 20-year record shows",
        "Lakes that lost a month of ice cover over two decades released about a third more methane each year, "
        "mostly in the weeks after the ice melted.",
        "Northfield Institute of Technology", "2024-06-05T00:00:00+00:00", "June 5, 2024",
        ("Lakes in northern Canada and Scandinavia are releasing more methane as their ice seasons grow shorter, "
         "according to a 20-year record of measurements published by researchers at the Northfield Institute of "
         "Technology.",
         "The researchers followed 38 lakes from 2003 to 2023, measuring the gas that bubbles up from their beds "
         "and escapes from the water's surface. Over that period, the lakes lost an average of 31 days of ice "
         "cover a year.",
         "Lakes with the largest loss of ice released about a third more methane each year by the end of the "
         "record. Most of the extra gas escaped in the first weeks after the ice melted, when the water warms "
         "quickly and microbes in the mud become more active.",
         "Methane is a far more powerful greenhouse gas than carbon dioxide over a period of decades. Northern "
         "lakes are already thought to release as much methane as all the world's rice fields.",
         "\"Each lake is a small source, but there are millions of them,\" said Dr. Tomas Lindqvist, the study's "
         "first author. \"If they all respond like the lakes we measured, this is a feedback that climate models "
         "are not yet counting.\"",
         "The team also found that shallow lakes responded more strongly than deep ones, because their beds warm "
         "faster. Lakes surrounded by peatland released the most gas of all.",
         "The researchers now want to combine their measurements with satellite records of ice cover, which could "
         "allow them to estimate the change for every lake in the region, not just those they visited."),
        "Key findings",
        ("an average of 31 fewer days of ice cover a year;",
         "about a third more methane from the lakes that lost the most ice;",
         "the strongest response in shallow lakes surrounded by peatland."),
        "Researchers sample methane bubbles through a hole in the ice of a lake in northern Sweden.",
        "Credit: Tomas Lindqvist", "Earth & Climate"),
    Story(
        "talleres-lanus", "es",
        "Talleres le ganó a Lanús sobre la hora y sigue en la pelea por el título",
        "Un cabezazo de Rodrigo Giménez en el minuto 93 le dio el triunfo por 2 a 1 a la T en el Kempes.",
        "Martín Aguirre", "2024-04-14T21:48:00-03:00", "14 de abril de 2024 · 21:48",
        ("Talleres le ganó 2 a 1 a Lanús en el Mario Alberto Kempes con un gol de cabeza de Rodrigo Giménez en el "
         "minuto 93 y quedó a dos puntos del líder cuando faltan cinco fechas para el final del torneo.",
         "El equipo cordobés había empezado mejor y se puso en ventaja a los 23 minutos, cuando Emiliano Pereyra "
         "aprovechó un rebote en el área y definió cruzado ante la salida del arquero.",
         "Lanús reaccionó en el segundo tiempo. Con el ingreso de Tomás Benítez por la izquierda, el Granate empezó "
         "a llegar por las bandas y empató a los 61 minutos con un remate de afuera del área de Facundo Ríos.",
         "Después del empate el partido se hizo de ida y vuelta. Talleres tuvo dos ocasiones claras en los pies de "
         "Pereyra y Lanús estrelló un tiro en el travesaño cuando faltaban diez minutos.",
         "Cuando el empate parecía definitivo, Giménez ganó de arriba en un córner desde la derecha y desató la "
         "fiesta de las más de 50 mil personas que llenaron el estadio.",
         "\"Sabíamos que este partido era una final. El grupo nunca bajó los brazos y en la última la metimos\", dijo "
         "Giménez, que había entrado apenas cinco minutos antes del gol.",
         "Talleres visitará a Rosario Central el próximo domingo, mientras que Lanús recibirá a Banfield en el "
         "clásico del sur, con la necesidad de sumar para meterse en la Copa Sudamericana."),
        "Las claves del partido",
        ("la presión alta de Talleres en los primeros 20 minutos;",
         "los cambios de Lanús que cambiaron el segundo tiempo;",
         "la pelota parada en el final."),
        "Rodrigo Giménez festeja el gol del triunfo ante Lanús en el Kempes.",
        "(Foto: Fotobaires)", "Fútbol"),
    Story(
        "godoy-cruz-belgrano", "es",
        "Godoy Cruz y Belgrano empataron 1 a 1 en un partido cortado por la tormenta",
        "El árbitro suspendió el juego 40 minutos por la lluvia y la falta de luz en el Malvinas Argentinas.",
        "Lucía Ferreyra", "2024-03-02T23:15:00-03:00", "2 de marzo de 2024 · 23:15",
        ("Godoy Cruz y Belgrano empataron 1 a 1 en el estadio Malvinas Argentinas de Mendoza, en un partido que "
         "estuvo detenido 40 minutos por una tormenta que dejó sin luz a una de las torres del estadio.",
         "Belgrano se puso en ventaja a los 17 minutos con un tiro libre de Matías Herrera que se metió junto al "
         "palo izquierdo. El arquero del Tomba llegó a tocarla, pero no pudo evitar el gol.",
         "A los 34 minutos del primer tiempo la lluvia se hizo muy intensa y el árbitro mandó a los equipos al "
         "vestuario. Cuando una de las torres de iluminación se apagó, muchos pensaron que el partido no seguiría.",
         "Tras la reanudación, Godoy Cruz fue más decidido. Con la cancha pesada, el equipo mendocino buscó por "
         "arriba y encontró el empate a los 58 minutos con un cabezazo de Santiago Molina.",
         "\"Jugar así es muy difícil, la pelota no corría. Igual creo que hicimos más méritos para ganarlo\", dijo "
         "el entrenador de Godoy Cruz al terminar el encuentro.",
         "En el final, Belgrano pudo ganarlo con un remate de Herrera que sacó el arquero con una mano, y el Tomba "
         "reclamó un penal por una mano en el área que el árbitro no sancionó.",
         "Con este resultado, Godoy Cruz suma diez puntos en la tabla y Belgrano, ocho. La próxima fecha, el "
         "equipo mendocino visitará a Huracán y Belgrano recibirá a Platense en Córdoba."),
        "Lo que dejó el partido",
        ("40 minutos de suspensión por la tormenta;",
         "el primer gol de Santiago Molina en el torneo;",
         "un penal reclamado por Godoy Cruz en el final."),
        "Santiago Molina cabecea para el empate de Godoy Cruz bajo la lluvia.",
        "(Foto: Prensa Godoy Cruz)", "Fútbol"),
    Story(
        "leaf-collection", "en",
        "Curbside Leaf Collection Begins October 28",
        "Leaves raked to the curb will be collected once in each of the city's four zones through December 13.",
        "Public Works Department", "2024-10-07T09:00:00-04:00", "October 7, 2024",
        ("The City of Maple Bend Public Works Department will begin its annual curbside leaf collection on Monday, "
         "October 28. Crews will collect leaves in each of the city's four zones, starting in Zone 1 north of "
         "Lincoln Avenue.",
         "Residents should rake leaves to the edge of the lawn, next to the curb, by 7 a.m. on the first day of "
         "collection in their zone. Please do not rake leaves into the street, where they can block storm drains "
         "and cause flooding.",
         "Piles should be free of branches, rocks, pet waste and trash, which can damage the vacuum equipment. "
         "Leaves in plastic bags will not be collected, but paper yard-waste bags may be placed at the curb.",
         "Crews will make one pass through each zone. Because weather and equipment breakdowns can cause delays, "
         "the schedule is an estimate, and residents are asked to keep leaves at the curb until their street has "
         "been collected.",
         "Leaves collected by the city are taken to the compost site on Ridge Road, where they are turned into "
         "leaf compost. Residents may pick up compost free of charge from April through June.",
         "Residents who miss their zone's collection may take leaves to the compost site themselves. The site is "
         "open Saturdays from 8 a.m. to 2 p.m. through December 14, and proof of residency is required.",
         "Collection will end on December 13, or earlier if heavy snow makes it unsafe to continue. The current "
         "status of each zone will be posted on the city's website every afternoon."),
        "Collection schedule",
        ("Zone 1: October 28 to November 8;",
         "Zone 2 and Zone 3: November 11 to November 29;",
         "Zone 4: December 2 to December 13."),
        "A city leaf vacuum truck on Oak Street.",
        "Photo courtesy of Maple Bend Public Works", "Home"),
    Story(
        "water-main", "en",
        "Water Main Replacement on Elm Street to Begin April 15",
        "The project will replace a cast iron main installed in 1928 between Second and Sixth streets.",
        "City Engineer's Office", "2024-03-28T14:30:00-04:00", "March 28, 2024",
        ("Work to replace the water main under Elm Street between Second Street and Sixth Street will begin on "
         "Monday, April 15, and is expected to be completed by the end of August, weather permitting.",
         "The existing cast iron main was installed in 1928 and has broken eleven times in the past five years. "
         "The new main will be made of ductile iron and will be larger, improving water pressure and the supply "
         "available to fire hydrants on the street.",
         "Elm Street will be closed to through traffic between Second and Sixth streets during working hours, "
         "7 a.m. to 5 p.m., Monday through Friday. Residents of the affected blocks will have access to their "
         "driveways except for short periods, and will be notified in advance.",
         "Residents may experience short water service interruptions while the new main is connected. The "
         "contractor will leave a notice on each door at least 24 hours before any planned shutoff.",
         "Each property's service line will be connected to the new main at no cost to the owner. Where lead or "
         "galvanized service lines are found, the city will replace them up to the meter as part of the project.",
         "The $2.3 million project is funded by the city's water utility with a low-interest loan from the state's "
         "drinking water revolving fund. The contractor is Keller Excavating of Springdale.",
         "Once the main is in service, Elm Street will be repaved from curb to curb. New sidewalk ramps will be "
         "built at each intersection to meet accessibility standards."),
        "What residents can expect",
        ("street closures during working hours, Monday through Friday;",
         "door notices at least 24 hours before a water shutoff;",
         "repaving of Elm Street once the new main is in service."),
        "The section of Elm Street where the new main will be laid.",
        "Photo courtesy of the City Engineer's Office", "Home"),
    Story(
        "story-points", "en",
        "We stopped estimating in story points. Here is what happened.",
        "Six months without points, velocity charts or planning poker, and what our team measures instead.",
        "Priya Raman", "2024-03-14T09:00:00+00:00", "Mar 14, 2024",
        ("For four years my team estimated every piece of work in story points. We played planning poker every "
         "second Monday, argued about whether a task was a three or a five, and tracked our velocity on a chart "
         "that nobody outside the team ever looked at.",
         "Last September we stopped. There was no big decision behind it. Two of our most experienced engineers "
         "were on leave, planning took twice as long as usual, and at the end of it I asked the team whether the "
         "numbers had ever changed what we did next. Nobody could think of a time they had.",
         "So we tried something simpler. Instead of estimating, we split every piece of work until it could be "
         "finished in two days or less. If we could not split it, that was a sign we did not understand it yet, "
         "and we spent a day finding out.",
         "The first month was uncomfortable. Our product manager missed the velocity chart, because it was the "
         "only thing she could show her own manager. We replaced it with a count of items finished each week, "
         "which turned out to predict our delivery dates just as well.",
         "The bigger change was in our conversations. Planning meetings used to be about numbers. Now they are "
         "about what we do not know, which is where the risk in a project actually is.",
         "It has not all been better. Splitting work takes practice, and our newer engineers found it hard at "
         "first. We also lost a way of noticing when a piece of work was much larger than it looked, and we "
         "had to learn to say so out loud.",
         "Six months on, nobody on the team wants to go back. I do not think story points are wrong for every "
         "team. But if you cannot remember the last time your estimates changed a decision, it may be worth "
         "asking what they are for."),
        "What we measure instead",
        ("the number of items finished each week;",
         "how long an item takes from start to finish;",
         "how many items we had to split again after starting them."),
        "Our planning board after we stopped estimating.",
        "Photo by Jo Lindahl on Unsplash", "Agile"),
    Story(
        "camino-pace", "en",
        "What walking 800 kilometres at sixty taught me about pace",
        "I set out to walk the Camino Francés in 30 days. It took me 38, and the extra week was the best part.",
        "Helen Okoro", "2024-07-02T07:30:00+00:00", "Jul 2, 2024",
        ("Last spring, a few weeks after my sixtieth birthday, I flew to Biarritz, took a bus to Saint-Jean-Pied-"
         "de-Port and started walking west. I had a spreadsheet with thirty stages, each between 22 and 30 "
         "kilometres, and a flight home booked for the day after I planned to reach Santiago.",
         "By the fourth day the spreadsheet was already wrong. My knees hurt on every descent, and I watched "
         "younger walkers overtake me on the climbs while I stopped to catch my breath. I started the mornings "
         "anxious about how far I had to go.",
         "In Logroño I met a retired teacher from Lyon who had walked the Camino three times. She told me she "
         "never planned more than one day ahead, and that the people who finished were not the fastest but the "
         "ones who did not get injured.",
         "I changed my flight that evening. From then on I walked between 15 and 20 kilometres a day, stopped "
         "when a village looked interesting, and spent two full days resting in León.",
         "Walking slower changed what I noticed. I started recognising birds by their songs, learned the names "
         "of the people who ran the cafés, and had long conversations with walkers I would otherwise have seen "
         "only from behind.",
         "It also changed who I walked with. The fast walkers I had tried to keep up with in the first week "
         "were gone, and I fell in with a loose group of people in their fifties and sixties who met up most "
         "evenings to eat together.",
         "I reached Santiago on the thirty-eighth day, eight days late and in far better shape than I would have "
         "been on my original plan. I still use spreadsheets at work. I just no longer trust them to tell me how "
         "fast I should go."),
        "What I would tell anyone over fifty",
        ("plan one day at a time, not thirty;",
         "book a flexible flight home;",
         "take a rest day before your body asks for one."),
        "The path near Hontanas on the Meseta in the early morning.",
        "Photo by the author", "Travel"),
)


def japanese_daily(story: Story) -> Page:
    """A Japanese national daily: a cookie notice, the section over the headline, the date and
    the reporter's name, a row of share buttons ("X（旧Twitter）でポスト", "LINEで送る",
    "ブックマーク", "印刷"), a photo whose caption closes "＝date, place, ...撮影", a "【写真】"
    link line and an "あわせて読みたい" box inside the story, a subscription promo, "この記事を
    書いた人" with the reporter's desk and "フォローする", "関連ニュース", the comment count and
    "アクセスランキング"."""
    p = story.paragraphs
    photo_line, also = JAPANESE_LINKS[story.slug]
    related = "".join(f'<li><a href="/articles/r{i}.html"><p class="c-list__title">{escape(h)}</p>'
                      f'<time>{d}</time></a></li>' for i, (h, d) in enumerate(JAPANESE_RELATED[story.slug]))
    ranking = "".join(f'<li><span class="rank">{i + 1}</span><a href="/articles/k{i}.html">{escape(h)}</a></li>'
                      for i, h in enumerate(JAPANESE_RANKING))
    desk, beat = JAPANESE_DESK[story.slug]
    html = head(story, "東洋新聞デジタル", json_ld(story, "東洋新聞社")) + f"""<body class="p-article">
<div class="c-cookie"><p>当サイトではサービス向上のためにクッキー（Cookie）を使用しています。</p><button>同意する</button></div>
<header class="l-header"><a class="l-header__logo" href="/">東洋新聞デジタル</a><nav class="l-gnav"><ul><li><a href="/news/">速報・新着</a></li>
<li><a href="/national/">社会</a></li><li><a href="/politics/">政治</a></li><li><a href="/business/">経済</a></li>
<li><a href="/international/">国際</a></li><li><a href="/sports/">スポーツ</a></li></ul></nav>
<a class="l-header__button" href="/subscribe/">有料会員に登録する</a> <a href="/login/">ログイン</a></header>
<main class="l-main"><article class="p-article__main">
<div class="p-article__header"><a class="p-article__genre" href="/{story.kicker}/">{escape(story.kicker)}</a>
<h1 class="p-article__title">{escape(story.headline)}</h1>
<div class="p-article__info"><time datetime="{story.date}">{escape(story.date_text)}</time>
<span class="p-article__author">{escape(story.author)}</span></div>
<ul class="c-share"><li><a href="#">X（旧Twitter）でポスト</a></li><li><a href="#">Facebookでシェア</a></li>
<li><a href="#">LINEで送る</a></li><li><a href="#">ブックマーク</a></li><li><a href="#">印刷</a></li></ul></div>
<div class="p-article__body">
<figure class="c-figure"><img src="/images/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)}、{escape(story.credit)}</figcaption></figure>
{paras(p[:2])}
<p class="c-link"><a href="/photo/{story.slug}/">【写真】{escape(photo_line)}</a></p>
{paras(p[2:4])}
<div class="c-related-box"><p class="c-related-box__label">あわせて読みたい</p><a href="/articles/a0.html">{escape(also)}</a></div>
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[4:])}
</div>
<div class="c-promo"><p>有料会員になると、全ての記事が読み放題です。今なら初月無料でお試しいただけます。</p><a href="/subscribe/">くわしくはこちら</a></div>
<div class="p-writer"><p class="p-writer__label">この記事を書いた人</p><p class="p-writer__name">{escape(story.author)}</p>
<p class="p-writer__desk">{escape(desk)}</p><p class="p-writer__beat">{escape(beat)}</p><button>フォローする</button></div>
<div class="p-comment"><a href="#comments">コメント（{JAPANESE_COMMENTS[story.slug]}件）</a></div>
</article>
<section class="c-list"><h2>関連ニュース</h2><ul>{related}</ul></section>
<aside class="l-side"><section class="c-ranking"><h2>アクセスランキング</h2><ol>{ranking}</ol></section></aside></main>
<footer class="l-footer"><p>Copyright © Toyo Shimbun Company. All rights reserved. No reproduction or republication without written permission.</p>
<a href="/policy/">プライバシーポリシー</a></footer></body></html>"""
    r = JAPANESE_RELATED[story.slug]
    return Page("fresh10-japanese-daily", html, f"https://www.toyo-shimbun.example.jp/articles/{story.slug}.html",
                every_must(story),
                (before_space(story.headline), "クッキー（Cookie）を使用しています", "同意する", "有料会員に登録する",
                 story.date_text, story.author, "X（旧Twitter）でポスト", "Facebookでシェア", "LINEで送る", "ブックマーク",
                 "印刷", story.caption, story.credit, "【写真】", photo_line, "あわせて読みたい", before_space(also),
                 "有料会員になると", "初月無料", "くわしくはこちら", "この記事を書いた人", desk, beat, "フォローする",
                 f"コメント（{JAPANESE_COMMENTS[story.slug]}件）", "関連ニュース", before_space(r[0][0]),
                 before_space(r[2][0]), r[1][1], "アクセスランキング", before_space(JAPANESE_RANKING[0]), JAPANESE_RANKING[3],
                 "No reproduction or republication"))


def before_space(headline: str) -> str:
    """A Japanese headline's words before its first ideographic space (U+3000), which a body's text
    may or may not turn into a plain space: the string is on the page either way."""
    return headline.split("\u3000")[0]


def korean_portal(story: Story) -> Page:
    """A Korean portal's news viewer: the paper's logo with "구독", the headline and a subtitle,
    "입력" / "수정" stamps and "기사원문", the reporter's name, a tool row ("공감", "댓글",
    "본문 요약봇", "텍스트 음성 변환 서비스 사용하기", "글자 크기 변경하기", "SNS 보내기",
    "인쇄하기"), the story as text split by ``<br>`` in one box with a photo whose caption closes
    "/사진=...", a bold "◇" subheading and "- " items, the reporter's line with his e-mail, the
    copyright line, the section note, the reporter's profile box, reaction buttons,
    "이 기사를 추천합니다", the comment count, the paper's headlines and "많이 본 뉴스"."""
    p = story.paragraphs
    paper = "한빛일보"
    email, profile, subscribers = KOREAN_REPORTER[story.slug]
    text = "<br><br>\n".join(escape(t) for t in p[:3]) + f"<br><br>\n<strong>◇{escape(story.subhead)}</strong><br>\n" \
        + "<br>\n".join(f"- {escape(i)}" for i in story.items) + "<br><br>\n" + "<br><br>\n".join(escape(t) for t in p[3:])
    heads = "".join(f'<li><a href="/article/001/{i}">{escape(h)}</a></li>' for i, h in enumerate(KOREAN_HEADLINES[story.slug]))
    most = "".join(f'<li><em class="rank">{i + 1}</em><a href="/ranking/{i}">{escape(h)}</a></li>' for i, h in enumerate(KOREAN_MOST))
    html = head(story, "누리 뉴스", json_ld(story, paper)) + f"""<body>
<div id="gnb"><a class="gnb_logo" href="/">뉴스</a><ul><li><a href="/section/100">정치</a></li><li><a href="/section/101">경제</a></li>
<li><a href="/section/102">사회</a></li><li><a href="/section/103">생활/문화</a></li><li><a href="/section/105">IT/과학</a></li></ul></div>
<div id="ct" class="newsct"><div class="media_end_head">
<div class="media_end_head_top"><a class="media_end_head_top_logo" href="/press/099">{paper}</a> <button class="press_subscribe">구독</button></div>
<div class="media_end_head_title"><h2 id="title_area" class="media_end_head_headline"><span>{escape(story.headline)}</span></h2>
<h3 class="media_end_head_subtitle">{escape(story.dek)}</h3></div>
<div class="media_end_head_info"><div class="media_end_head_journalist"><em class="media_end_head_journalist_name">{escape(story.author)} 기자</em></div>
<div class="media_end_head_info_datestamp"><span class="datestamp_label">입력</span> <span class="media_end_head_info_datestamp_time" data-date-time="{story.date}">{escape(story.date_text)}</span>
<span class="datestamp_label">수정</span> <span class="media_end_head_info_datestamp_time">{escape(KOREAN_UPDATED[story.slug])}</span>
<a class="media_end_head_origin_link" href="https://www.hanbit.example.co.kr/news/{story.slug}">기사원문</a></div></div>
<div class="media_end_head_tool"><a class="u_likeit" href="#">공감</a> <a class="media_end_head_cmtcount" href="#">댓글</a>
<button class="media_end_head_autosummary">본문 요약봇</button> <button class="media_end_head_tts">텍스트 음성 변환 서비스 사용하기</button>
<button class="media_end_head_fontsize">글자 크기 변경하기</button> <button class="media_end_head_share">SNS 보내기</button>
<button class="media_end_head_print">인쇄하기</button></div></div>
<div id="newsct_article" class="newsct_article _article_body"><article id="dic_area" class="go_trans _article_content">
<span class="end_photo_org"><img src="/photo/{story.slug}.jpg" alt=""><em class="img_desc">{escape(story.caption)} {escape(story.credit)}</em></span><br><br>
{text}
</article></div>
<div class="byline"><p><span class="byline_s">{escape(story.author)} 기자 {escape(email)}</span></p></div>
<div class="copyright"><p class="c_text">Copyright ⓒ {paper}. All rights reserved. 무단 전재 및 재배포 금지.</p></div>
<div class="guide_categorization"><p>이 기사는 언론사에서 {escape(story.kicker)} 섹션으로 분류했습니다.</p></div>
<div class="media_journalistcard"><a class="media_journalistcard_name" href="/journalist/{story.slug}">{escape(story.author)} 기자</a>
<p class="media_journalistcard_summary">{escape(profile)}</p><span>구독자 {subscribers}</span> <span>응원수 87</span>
<button>구독</button></div>
<div class="media_end_linked"><div class="_reactionModule"><a href="#">좋아요</a> <a href="#">훈훈해요</a> <a href="#">슬퍼요</a> <a href="#">화나요</a>
<a href="#">후속기사 원해요</a></div>
<div class="media_end_recommend"><h4>이 기사를 추천합니다</h4><a href="#">쏠쏠정보</a> <a href="#">흥미진진</a> <a href="#">공감백배</a>
<a href="#">분석탁월</a> <a href="#">후속강추</a></div></div>
<div class="media_end_comment"><a href="#">댓글 {KOREAN_COMMENTS[story.slug]}</a> <p>댓글 정렬 옵션 선택</p></div>
<div class="press_headline"><h4>{paper} 헤드라인</h4><ul>{heads}</ul></div>
<div class="ranking_news"><h4>많이 본 뉴스</h4><ol>{most}</ol></div></div>
<footer id="footer"><p>각 기사의 저작권은 해당 언론사에 있습니다.</p><a href="/policy">개인정보처리방침</a></footer></body></html>"""
    return Page("fresh10-korean-portal", html, f"https://news.nuri.example.kr/article/099/{story.slug}",
                every_must(story),
                (story.headline, story.dek, paper, "구독", story.date_text, KOREAN_UPDATED[story.slug], "기사원문",
                 story.author + " 기자", "본문 요약봇", "텍스트 음성 변환 서비스 사용하기", "글자 크기 변경하기", "SNS 보내기",
                 "인쇄하기", story.caption, story.credit, email, "Copyright ⓒ", "무단 전재 및 재배포 금지",
                 "섹션으로 분류했습니다", profile, f"구독자 {subscribers}", "응원수 87", "훈훈해요", "후속기사 원해요",
                 "이 기사를 추천합니다", "쏠쏠정보", "분석탁월", f"댓글 {KOREAN_COMMENTS[story.slug]}", "댓글 정렬 옵션 선택",
                 "헤드라인", KOREAN_HEADLINES[story.slug][0], KOREAN_HEADLINES[story.slug][2], "많이 본 뉴스", KOREAN_MOST[1],
                 "각 기사의 저작권은"))


def canadian_chain(story: Story) -> Page:
    """A Canadian newspaper chain's story page: the category, the headline and the subtitle, "Author
    of the article:" with the paper's name, "Published ... • Last updated ... • 3 minute read",
    "Join the conversation", a photo credited "Photo by ... /Paper", "Share this Story : ...",
    "Article content" labels and "Advertisement N" boxes ("This advertisement has not loaded yet,
    but your article continues below.") between the paragraphs, "Story continues below", a
    subscription box and a newsletter sign-up (its consent, thanks and error lines) inside the
    story, a bold "Bookmark our website ..." paragraph closing it, "Share this article in your
    social network", the comment policy, "Trending" and "Recommended from Editorial"."""
    p = story.paragraphs
    paper, city = CANADIAN_PAPER[story.slug]

    def label(n: int) -> str:
        return (f'<div class="article-content__ad-group"><div class="ad__inner"><p class="ad__label">Advertisement {n}</p>'
                '<p class="ad__placeholder">This advertisement has not loaded yet, but your article continues below.</p>'
                '</div></div>\n<p class="article-content__label">Article content</p>')
    trending = "".join(f'<li><a href="/news/local-news/t-{i}"><h3>{escape(h)}</h3></a></li>' for i, h in enumerate(CANADIAN_TRENDING[story.slug]))
    recommended = "".join(f'<li><a href="/news/r-{i}"><span class="category">{c}</span><h3>{escape(h)}</h3></a></li>'
                          for i, (c, h) in enumerate(CANADIAN_RECOMMENDED[story.slug]))
    html = head(story, paper, json_ld(story, paper)) + f"""<body class="single-post">
<a class="skip-link" href="#main-content">Skip to Content</a>
<header class="site-header"><a class="site-header__logo" href="/">{escape(paper)}</a><nav><ul><li><a href="/category/news/">News</a></li>
<li><a href="/category/sports/">Sports</a></li><li><a href="/category/opinion/">Opinion</a></li><li><a href="/category/business/">Business</a></li>
<li><a href="/category/life/">Life</a></li><li><a href="/obituaries/">Obituaries</a></li></ul></nav>
<a class="subscribe-button" href="/subscribe/">Subscribe</a> <a href="/sign-in/">Sign In</a></header>
<main id="main-content"><article class="article-content">
<header class="article-header"><a class="article-header__category" href="/category/news/local-news/">{escape(story.kicker)}</a>
<h1 class="article-title" id="articleTitle">{escape(story.headline)}</h1><p class="article-subtitle">{escape(story.dek)}</p>
<div class="article-meta"><span class="published-by__author-label">Author of the article:</span>
<a class="published-by__author" href="/author/x/">{escape(story.author)}</a> <span class="published-by__brand">{escape(paper)}</span>
<span class="published-date__since">{escape(story.date_text)}</span> • <span class="updated-date__since">Last updated 2 days ago</span> •
<span class="article-meta__reading-time">3 minute read</span> <a class="article-meta__comments" href="#comments-area">Join the conversation</a></div></header>
<figure class="article-content__feature-image"><img src="/wp-content/uploads/{story.slug}.jpg" alt=""><figcaption><span class="caption">{escape(story.caption)}</span>
<span class="distributor">{escape(story.credit)}</span></figcaption></figure>
<div class="article-content__content-group">
<div class="article-content__share-group"><p>Share this Story : {escape(story.headline)}</p><a href="#">Copy Link</a> <a href="#">Email</a> <a href="#">X (Twitter)</a>
<a href="#">Facebook</a> <a href="#">Reddit</a> <a href="#">LinkedIn</a></div>
{label(1)}
{paras(p[:2])}
{label(2)}
<div class="story-subscribe-box"><h3>{escape(paper)}</h3><p>Subscribe now to read the latest news in your city and across Canada.</p>
<ul><li>Unlimited online access to articles from across Canada with one account.</li><li>Get exclusive access to the {escape(paper)} ePaper.</li></ul>
<a href="/subscribe/">Subscribe now</a></div>
<p class="article-content__label">Article content</p>
{paras(p[2:4])}
<p class="story-continues">Story continues below</p>
{label(3)}
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
<div class="newsletter-signup"><h3>Sign up to receive daily headline news from the {escape(paper)}, a division of Postline Network Inc.</h3>
<form><input type="email" placeholder="Email Address"><button>Sign Up</button></form>
<p class="newsletter-signup__consent">By signing up you consent to receive the above newsletter from Postline Network Inc.</p>
<p class="newsletter-signup__success">Thanks for signing up!</p><p>A welcome email is on its way. If you don't see it, please check your junk folder.</p>
<p class="newsletter-signup__error">We encountered an issue signing you up. Please try again</p></div>
<p class="article-content__label">Article content</p>
{paras(p[4:6])}
{label(4)}
{paras(p[6:])}
<p><strong>Bookmark our website and support our journalism: Don't miss the news you need to know — add {escape(city)}.example.ca and
{escape(city)}.example.ca/newsletters to your bookmarks and sign up for our newsletters here.</strong></p>
</div>
<div class="article-content__share-group article-content__share-group--bottom"><p>Share this article in your social network</p></div>
<div class="article-tags"><a href="/tag/{story.slug}-1/">{escape(CANADIAN_TAGS[story.slug][0])}</a> <a href="/tag/{story.slug}-2/">{escape(CANADIAN_TAGS[story.slug][1])}</a></div>
<section id="comments-area" class="comments"><h2>Comments</h2><p>Postline is committed to maintaining a lively but civil forum for discussion.
Please keep comments relevant and respectful. Comments may take up to an hour to appear on the site. You will receive an email if there
is a reply to your comment, an update to a thread you follow or if a user you follow comments. Visit our Community Guidelines for more
information.</p><button>Join the Conversation</button></section>
</article>
<aside class="sidebar"><section class="widget-trending"><h2>Trending</h2><ol>{trending}</ol></section></aside>
<section class="recommended"><h2>Recommended from Editorial</h2><ul>{recommended}</ul></section></main>
<footer class="site-footer"><p>1450 Harbourfront Road, Toronto, Ontario, M5V 0A1</p><p>© 2024 {escape(paper)}, a division of Postline Network Inc.
All rights reserved. Unauthorized distribution, transmission or republication strictly prohibited.</p>
<p>This website uses cookies to personalize your content (including ads), and allows us to analyze our traffic.</p></footer></body></html>"""
    return Page("fresh10-canadian-chain", html, f"https://{city}.example.ca/news/local-news/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "Skip to Content", "Author of the article:", story.author, story.date_text,
                 "Last updated 2 days ago", "3 minute read", "Join the conversation", story.caption, story.credit,
                 "Share this Story", "Copy Link", "Advertisement 2", "This advertisement has not loaded yet",
                 "Article content", "Subscribe now to read the latest news", "Unlimited online access", "ePaper",
                 "Story continues below", "Sign up to receive daily headline news", "Sign Up",
                 "you consent to receive the above newsletter", "Thanks for signing up!", "A welcome email is on its way",
                 "We encountered an issue signing you up", "Bookmark our website and support our journalism",
                 "Share this article in your social network", CANADIAN_TAGS[story.slug][1],
                 "Postline is committed to maintaining a lively but civil forum", "Community Guidelines",
                 "Trending", CANADIAN_TRENDING[story.slug][0], CANADIAN_TRENDING[story.slug][2],
                 "Recommended from Editorial", CANADIAN_RECOMMENDED[story.slug][1][1], "1450 Harbourfront Road",
                 "This website uses cookies"))


def science_release(story: Story) -> Page:
    """A science news site's press-release page: a cookie notice, the topic breadcrumbs, the
    headline, "Date:", "Source:" and "Summary:" in a box, "Share:", "FULL STORY", a photo with
    its caption and "Credit: ...", the release, "RELATED TOPICS" and "RELATED TERMS", "Story
    Source:" with its "Materials provided by ..." and "Note: Content may be edited ...",
    "Journal Reference:" with the paper and its DOI, "Cite This Page:" with its MLA / APA /
    Chicago tabs and the citation, "Related Multimedia", "Explore More", a newsletter box and
    "Strange & Offbeat"."""
    p = story.paragraphs
    paper_authors, paper_title, journal, doi = SCIENCE_PAPER[story.slug]
    topic_trail, topics, terms = SCIENCE_TOPICS[story.slug]
    url_date = story.date[2:10].replace("-", "")
    cite = (f"{story.author}. \"{story.headline}.\" Science Wire Daily. Science Wire Daily, {story.date_text}. "
            f"<www.sciencewiredaily.example.com/releases/{story.date[:4]}/{story.date[5:7]}/{url_date}.htm>.")
    explore = "".join(f'<li><a href="/releases/e-{i}.htm">{escape(h)}</a></li>' for i, h in enumerate(SCIENCE_EXPLORE[story.slug]))
    offbeat = "".join(f'<li><a href="/releases/o-{i}.htm">{escape(h)}</a></li>' for i, h in enumerate(SCIENCE_OFFBEAT))
    html = head(story, "Science Wire Daily", json_ld(story, "Science Wire Daily")) + f"""<body>
<div id="cookie-consent"><p>We use cookies to improve your experience on our website. By continuing you agree to our use of cookies.</p><button>OK</button></div>
<nav class="navbar"><a class="navbar-brand" href="/">Science Wire Daily</a><ul><li><a href="/news/health_medicine/">Health</a></li>
<li><a href="/news/computers_math/">Tech</a></li><li><a href="/news/earth_climate/">Enviro</a></li><li><a href="/news/plants_animals/">Society</a></li>
<li><a href="/news/strange_offbeat/">Quirky</a></li></ul></nav>
<div class="container"><div id="breadcrumb"><a href="/">Science News</a> &gt; {" &gt; ".join(f'<a href="/news/t{i}/">{escape(t)}</a>' for i, t in enumerate(topic_trail))}</div>
<div class="row"><div class="col-md-8" id="main-column">
<h1 id="headline">{escape(story.headline)}</h1>
<dl class="dl-horizontal" id="date-source"><dt>Date:</dt><dd id="date_posted">{escape(story.date_text)}</dd><dt>Source:</dt><dd id="source">{escape(story.author)}</dd>
<dt>Summary:</dt><dd id="abstract">{escape(story.dek)}</dd></dl>
<div class="share-top"><span>Share:</span> <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Pinterest</a> <a href="#">LinkedIN</a> <a href="#">Email</a></div>
<h2 class="story-label">FULL STORY</h2>
<div class="photo-box"><img src="/images/{story.date[:4]}/{story.slug}.jpg" alt=""><div class="photo-caption">{escape(story.caption)}
<br><span class="photo-credit">{escape(story.credit)}</span></div></div>
<div id="story_text"><p id="first">{escape(p[0])}</p>
<div id="text">
{paras(p[1:3])}
<div class="mobile-ad"><p class="ad-label">Advertisement</p></div>
{paras(p[3:5])}
<h3>{escape(story.subhead)}</h3>
{story_list(story)}
{paras(p[5:])}
</div></div>
<div id="related-topics"><h3>RELATED TOPICS</h3><ul>{"".join(f'<li><a href="/news/x{i}/">{escape(t)}</a></li>' for i, t in enumerate(topics))}</ul></div>
<div id="related-terms"><h3>RELATED TERMS</h3><ul>{"".join(f'<li><a href="/terms/{i}.htm">{escape(t)}</a></li>' for i, t in enumerate(terms))}</ul></div>
<div id="story_source"><h3>Story Source:</h3><p><a href="#">Materials</a> provided by <a href="#">{escape(story.author)}</a>.
<em>Note: Content may be edited for style and length.</em></p></div>
<div id="journal_references"><h3>Journal Reference:</h3><ol class="journal"><li>{escape(paper_authors)}. <strong>{escape(paper_title)}</strong>.
<em>{escape(journal)}</em>, {story.date[:4]}; DOI: <a href="https://doi.org/{doi}">{doi}</a></li></ol></div>
<div id="citation"><h3>Cite This Page:</h3><ul class="nav-tabs"><li><a href="#citation_mla">MLA</a></li><li><a href="#citation_apa">APA</a></li>
<li><a href="#citation_chicago">Chicago</a></li></ul><div class="tab-pane" id="citation_mla">{escape(cite)}</div></div>
<div id="related-multimedia"><h3>Related Multimedia:</h3><a href="/videos/{story.slug}.htm">{escape(SCIENCE_VIDEO[story.slug])}</a></div>
<div id="explore-more"><h3>Explore More</h3><p>from Science Wire Daily</p><ul>{explore}</ul></div>
</div>
<div class="col-md-4" id="sidebar"><div class="newsletter-box"><h3>Free Subscriptions</h3><p>Stay informed with Science Wire Daily's free email
newsletters, updated daily and weekly. Or view our many newsfeeds in your RSS reader:</p><a href="/newsletters/">Email Newsletters</a>
<a href="/newsfeeds.htm">RSS Feeds</a></div>
<div class="offbeat"><h3>Strange &amp; Offbeat</h3><ul>{offbeat}</ul></div></div></div></div>
<footer class="footer"><p>Science Wire Daily features breaking news about the latest discoveries in science, health, the environment,
technology, and more -- from leading universities, scientific journals, and research organizations.</p>
<p>Copyright 2024 Science Wire Daily or by other parties, where indicated. All rights controlled by their respective owners.</p>
<p>Content on this website is for information only. It is not intended to provide medical or other professional advice.</p></footer></body></html>"""
    return Page("fresh10-science-release", html, f"https://www.sciencewiredaily.example.com/releases/{story.date[:4]}/{story.date[5:7]}/{url_date}.htm",
                every_must(story),
                (story.headline, story.dek, "We use cookies to improve your experience", topic_trail[-1], "Date:",
                 story.date_text, "Source:", "Summary:", "Share:", "Pinterest", "FULL STORY", story.caption, story.credit,
                 "Advertisement", "RELATED TOPICS", topics[1], "RELATED TERMS", terms[0], "Story Source:",
                 f"provided by {story.author}", "Note: Content may be edited for style and length.",
                 "Journal Reference:", paper_title, journal, doi, "Cite This Page:", "MLA", "Chicago",
                 f"\"{story.headline}.\" Science Wire Daily", "Related Multimedia:", SCIENCE_VIDEO[story.slug],
                 "Explore More", SCIENCE_EXPLORE[story.slug][0], SCIENCE_EXPLORE[story.slug][2], "Free Subscriptions",
                 "Stay informed with Science Wire Daily", "RSS Feeds", "Strange & Offbeat", SCIENCE_OFFBEAT[1],
                 "features breaking news about the latest discoveries",
                 "It is not intended to provide medical or other professional advice."))


def argentine_sports(story: Story) -> Page:
    """An Argentine sports daily's match report: the club's section, a score box ("Final", the
    teams, the score, the goals with their minutes, the stadium and the round), the headline and
    the bajada, "Por ..." with the date, "Compartir", a photo with "(Foto: ...)", a "Mirá
    también" box and a video with its title and length inside the story, the "Síntesis" box
    (line-ups, goals, changes, referee, stadium), "Los puntajes" of the players, the league
    table, "Temas", a newsletter promo, the comments ("Para comentar debés estar registrado")
    and "Lo más leído"."""
    p = story.paragraphs
    (home, home_goals), (away, away_goals), tournament, stadium = SPORTS_MATCH[story.slug]
    synthesis = SPORTS_SYNTHESIS[story.slug]
    also, video, length = SPORTS_LINKS[story.slug]
    ratings = "".join(f"<li><span>{escape(n)}</span> <b>{r}</b></li>" for n, r in SPORTS_RATINGS[story.slug])
    table = "".join(f"<tr><td>{i + 1}</td><td>{escape(t)}</td><td>{pts}</td></tr>" for i, (t, pts) in enumerate(SPORTS_TABLE[story.slug]))
    most = "".join(f'<li><a href="/futbol/m-{i}">{escape(h)}</a></li>' for i, h in enumerate(SPORTS_MOST))
    html = head(story, "Tribuna Deportiva", json_ld(story, "Tribuna Deportiva")) + f"""<body class="nota">
<header class="header"><a class="header__logo" href="/">Tribuna Deportiva</a><nav><a href="/futbol-argentino">Fútbol argentino</a>
<a href="/seleccion">Selección</a> <a href="/futbol-internacional">Internacional</a> <a href="/tenis">Tenis</a> <a href="/basquet">Básquet</a></nav>
<a class="header__login" href="/ingresar">Ingresar</a></header>
<main class="nota__main"><div class="scoreboard" data-status="final"><span class="scoreboard__status">Final</span>
<div class="scoreboard__team"><span class="scoreboard__name">{escape(home)}</span> <span class="scoreboard__goals">{home_goals}</span></div>
<div class="scoreboard__team"><span class="scoreboard__goals">{away_goals}</span> <span class="scoreboard__name">{escape(away)}</span></div>
<ul class="scoreboard__events">{"".join(f"<li>{escape(e)}</li>" for e in synthesis["goles"])}</ul>
<p class="scoreboard__info">{escape(tournament)} · {escape(stadium)}</p><a href="/partido/{story.slug}/minuto-a-minuto">Ver minuto a minuto</a></div>
<article class="nota__article"><div class="nota__header"><a class="nota__section" href="/futbol-argentino">{escape(story.kicker)}</a>
<h1 class="nota__title">{escape(story.headline)}</h1><h2 class="nota__bajada">{escape(story.dek)}</h2>
<div class="nota__byline">Por <a href="/autor/x">{escape(story.author)}</a> <time datetime="{story.date}">{escape(story.date_text)}</time></div>
<div class="nota__share"><span>Compartir</span> <a href="#">WhatsApp</a> <a href="#">Facebook</a> <a href="#">X</a> <a href="#">Copiar link</a></div></div>
<figure class="nota__media"><img src="/fotos/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)} {escape(story.credit)}</figcaption></figure>
<div class="nota__body">
{paras(p[:2])}
<div class="mira-tambien"><span class="mira-tambien__label">Mirá también</span><a href="/futbol-argentino/mt-0"><h3>{escape(also)}</h3></a></div>
{paras(p[2:4])}
<div class="video-embed"><div class="video-embed__player"><button>Reproducir</button><span class="video-embed__length">{length}</span></div>
<p class="video-embed__title">{escape(video)}</p></div>
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[4:])}
</div>
<div class="sintesis"><h3>Síntesis</h3>
<p><b>{escape(home)}:</b> {escape(synthesis["home"])}</p><p><b>{escape(away)}:</b> {escape(synthesis["away"])}</p>
<p><b>Goles:</b> {escape("; ".join(synthesis["goles"]))}</p><p><b>Cambios:</b> {escape(synthesis["cambios"])}</p>
<p><b>Árbitro:</b> {escape(synthesis["arbitro"])}</p><p><b>Estadio:</b> {escape(stadium)}</p></div>
<div class="puntajes"><h3>Los puntajes de {escape(home)}</h3><ul>{ratings}</ul></div>
<div class="tabla"><h3>Tabla de posiciones</h3><table><thead><tr><th>#</th><th>Equipo</th><th>Pts</th></tr></thead><tbody>{table}</tbody></table>
<a href="/estadisticas/tabla">Ver tabla completa</a></div>
<div class="nota__tags"><span>Temas</span> <a href="/tema/{home.lower().replace(' ', '-')}">{escape(home)}</a> <a href="/tema/{away.lower().replace(' ', '-')}">{escape(away)}</a>
<a href="/tema/liga-profesional">Liga Profesional</a></div>
<div class="newsletter"><p>Recibí todas las noticias de tu club en tu correo.</p><a href="/newsletters">Suscribite</a></div>
<div class="comentarios"><h3>Comentarios</h3><p>Para comentar debés estar registrado. <a href="/ingresar">Ingresá</a> o <a href="/registro">registrate</a>.</p></div>
</article>
<aside class="mas-leidas"><h3>Lo más leído</h3><ol>{most}</ol></aside></main>
<footer class="footer"><p>Copyright 2024 Tribuna Deportiva. Todos los derechos reservados.</p><a href="/terminos">Términos y condiciones</a></footer></body></html>"""
    return Page("fresh10-argentine-sports", html, f"https://www.tribunadeportiva.example.com.ar/futbol-argentino/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "Ingresar", "Final", synthesis["goles"][0], tournament, "Ver minuto a minuto",
                 "Por " + story.author, story.date_text, "Compartir", "Copiar link", story.caption, story.credit,
                 "Mirá también", also, "Reproducir", length, video, "Síntesis", synthesis["home"], synthesis["away"],
                 "Goles:", "Cambios:", "Árbitro:", synthesis["arbitro"], "Estadio:", f"Los puntajes de {home}",
                 SPORTS_RATINGS[story.slug][0][0], "Tabla de posiciones", SPORTS_TABLE[story.slug][0][0], "Ver tabla completa",
                 "Temas", "Liga Profesional", "Recibí todas las noticias de tu club", "Suscribite",
                 "Para comentar debés estar registrado", "Lo más leído", SPORTS_MOST[0], SPORTS_MOST[2],
                 "Todos los derechos reservados"))


def municipal_news(story: Story) -> Page:
    """A US city's news flash on a municipal CMS: "Skip to Main Content", "Create a Website
    Account - Manage notification subscriptions, save form progress and more.", "Website Sign
    In", a translation widget ("Select Language", "Powered by Translate"), the page title "News
    Flash", the category, the headline, "Posted on:", the release, "Tools" ("RSS", "Notify Me",
    "Print", "Font Size", "Share & Bookmark"), "Return to full list >>", "Other News in Home"
    with "Read on..." links and "View All", the city hall's address and hours, "Government
    Websites by ..."."""
    p = story.paragraphs
    others = "".join(f'<div class="newsItem"><h4><a href="/CivicAlerts.aspx?AID={400 + i}">{escape(h)}</a></h4><p>{escape(s)}</p>'
                     f'<a class="readOn" href="/CivicAlerts.aspx?AID={400 + i}">Read on...</a></div>'
                     for i, (h, s) in enumerate(MUNICIPAL_OTHER[story.slug]))
    aid = MUNICIPAL_AID[story.slug]
    html = head(story, "City of Maple Bend, OH") + f"""<body class="wide">
<a class="skipToContentLink" href="#cc5f8c90dc-b4cc-4a16-8a47-62d8f5ab1fb8">Skip to Main Content</a>
<div class="siteHeader"><div class="accountPrompt"><a href="/MyAccount">Create a Website Account - Manage notification subscriptions, save form progress and more.</a>
<a href="/MyAccount/SignIn">Website Sign In</a></div>
<div id="google_translate_element"><span>Select Language</span> <span class="goog-logo-link">Powered by Translate</span></div>
<a class="logo" href="/">City of Maple Bend, Ohio</a><div class="search"><input type="text" placeholder="Search"><button>Search</button></div>
<ul id="mainNav"><li><a href="/27/Government">Government</a></li><li><a href="/29/Departments">Departments</a></li>
<li><a href="/31/Community">Community</a></li><li><a href="/33/How-Do-I">How Do I...</a></li></ul></div>
<div id="contentarea"><div class="breadCrumbs"><a href="/">Home</a> › <span>News Flash</span></div>
<h1 id="versionHeadLine" class="pageTitle">News Flash</h1>
<div class="row"><div class="col-9"><div class="moduleContentNew"><h3 class="subhead1">{escape(story.kicker)}</h3>
<div class="single"><h2 class="detail-title">{escape(story.headline)}</h2>
<div class="date">Posted on: {escape(story.date_text)}</div>
<div class="detail-image"><img src="/ImageRepository/Document?documentID={aid}" alt="{escape(story.caption)}"><p class="imageCaption">{escape(story.caption)} {escape(story.credit)}</p></div>
<div class="fr-view">
{paras(p[:3])}
<p><strong>{escape(story.subhead)}</strong></p>
{story_list(story)}
{paras(p[3:])}
</div>
<p class="backLink"><a href="/CivicAlerts.aspx">Return to full list &gt;&gt;</a></p></div></div></div>
<div class="col-3"><div class="widget widgetTools"><h3>Tools</h3><ul><li><a href="/RSS.aspx">RSS</a></li><li><a href="/civicalerts.aspx?Mode=notify">Notify Me</a></li>
<li><a href="#" onclick="window.print()">Print</a></li><li><a href="#">Font Size</a></li><li><a href="#">Share &amp; Bookmark</a></li></ul>
<p class="hidden">Share &amp; Bookmark, Press Enter to show all options, press Tab go to next option</p></div>
<div class="widget widgetOtherNews"><h3>Other News in {escape(story.kicker)}</h3>{others}<a class="viewAll" href="/CivicAlerts.aspx?CID=1">View All</a></div></div></div></div>
<footer id="siteFooter"><div class="contact"><h3>Contact Us</h3><p>City of Maple Bend<br>200 North Main Street<br>Maple Bend, OH 44901</p>
<p>Phone: 419-555-0100<br>Hours: Monday - Friday, 8 a.m. - 4:30 p.m.</p></div>
<ul class="quickLinks"><li><a href="/Directory.aspx">Staff Directory</a></li><li><a href="/AgendaCenter">Agendas &amp; Minutes</a></li>
<li><a href="/Jobs.aspx">Jobs</a></li></ul><p class="poweredBy">Government Websites by CivicStack®</p></footer></body></html>"""
    return Page("fresh10-municipal-news", html, f"https://www.maplebendoh.example.gov/CivicAlerts.aspx?AID={aid}",
                every_must(story),
                (story.headline, "Skip to Main Content", "Create a Website Account", "save form progress", "Website Sign In",
                 "Select Language", "Powered by Translate", "How Do I...", "News Flash", "Posted on:", story.date_text,
                 story.caption, story.credit, "Return to full list", "Tools", "RSS", "Notify Me", "Font Size",
                 "Share & Bookmark", "Press Enter to show all options", f"Other News in {story.kicker}",
                 MUNICIPAL_OTHER[story.slug][0][0], MUNICIPAL_OTHER[story.slug][1][1], "Read on...", "View All",
                 "200 North Main Street", "Phone: 419-555-0100", "Hours: Monday - Friday", "Staff Directory",
                 "Government Websites by"))


def blog_platform(story: Story) -> Page:
    """A post on a large blogging platform: "Open in app", "Sign up" / "Sign in", "Write",
    "Member-only story", the title and the subtitle, the author's name and "Follow",
    "Published in ..." with the publication's "Follow", "7 min read · Mar 14, 2024", the clap
    and response counts, "Listen" and "Share", a picture captioned "Photo by ... on Unsplash",
    the post, tag pills, the counts again, "Written by ...", followers, "Writer for ...", the
    author's bio, "Responses (24)" with "What are your thoughts?", "More from ... and ...",
    "Recommended from ...", "See more recommendations" and the footer's links."""
    p = story.paragraphs
    publication, claps, responses, followers, bio, minutes = BLOG_META[story.slug]
    tags = "".join(f'<a class="tag" href="/tag/{t.lower().replace(" ", "-")}">{escape(t)}</a>' for t in BLOG_TAGS[story.slug])
    more = "".join(f'<div class="card"><a href="/p/{i}"><h2>{escape(h)}</h2><h3>{escape(s)}</h3></a><span>{d}</span> <span>{c}</span></div>'
                   for i, (h, s, d, c) in enumerate(BLOG_MORE[story.slug]))
    recommended = "".join(f'<div class="card"><p class="card__author">{escape(a)}</p><a href="/r/{i}"><h2>{escape(h)}</h2></a>'
                          f'<span>{d}</span></div>' for i, (a, h, d) in enumerate(BLOG_RECOMMENDED))

    def counts() -> str:
        return (f'<div class="pw-multi-vote-count"><button aria-label="clap">{claps}</button></div>'
                f'<div class="pw-responses-count"><button aria-label="responses">{responses}</button></div>'
                '<button aria-label="Add to list">Save</button> <button class="listen">Listen</button> <button>Share</button>')
    html = head(story, "Medley", json_ld(story, publication, "BlogPosting")) + f"""<body>
<div id="root"><div class="metabar"><a class="logo" href="/">Medley</a> <input type="text" placeholder="Search">
<a href="/new-story">Write</a> <a class="open-app" href="#">Open in app</a> <a href="/m/signup">Sign up</a> <a href="/m/signin">Sign in</a></div>
<main><article><div class="section-content"><div class="member-only"><span>★</span> <p>Member-only story</p></div>
<h1 class="pw-post-title" data-testid="storyTitle">{escape(story.headline)}</h1>
<h2 class="pw-subtitle-paragraph">{escape(story.dek)}</h2>
<div class="author-row"><img class="avatar" src="/avatar/{story.slug}.png" alt="{escape(story.author)}" width="44" height="44">
<a data-testid="authorName" href="/@author">{escape(story.author)}</a> · <button>Follow</button></div>
<div class="publication-row"><p>Published in <a href="/pub">{escape(publication)}</a></p> · <button>Follow</button></div>
<div class="meta-row"><span data-testid="storyReadTime">{minutes} min read</span> · <span data-testid="storyPublishDate">{escape(story.date_text)}</span></div>
<div class="actions-row">{counts()}</div>
<figure class="paragraph-image"><img src="/max/1400/{story.slug}.jpeg" alt=""><figcaption class="imageCaption">{escape(story.caption)} {escape(story.credit)}</figcaption></figure>
{paras(p[:3], "pw-post-body-paragraph")}
<h2 class="pw-post-body-paragraph">{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[3:], "pw-post-body-paragraph")}
</div></article>
<div class="post-footer"><div class="tags">{tags}</div><div class="actions-row">{counts()}</div>
<div class="written-by"><img src="/avatar/{story.slug}.png" alt=""><h2>Written by {escape(story.author)}</h2><p>{followers} Followers</p>
<p>· Writer for <a href="/pub">{escape(publication)}</a></p><p class="bio">{escape(bio)}</p><button>Follow</button></div>
<div class="responses"><h2>Responses ({responses})</h2><p>What are your thoughts?</p><button>Respond</button></div>
<div class="more-from"><h2>More from {escape(story.author)} and {escape(publication)}</h2>{more}<a href="/@author">See all from {escape(story.author)}</a></div>
<div class="recommended"><h2>Recommended from Medley</h2>{recommended}<a href="/">See more recommendations</a></div></div></main>
<footer class="footer"><a href="/help">Help</a> <a href="/status">Status</a> <a href="/about">About</a> <a href="/careers">Careers</a>
<a href="/press">Press</a> <a href="/blog">Blog</a> <a href="/privacy">Privacy</a> <a href="/terms">Terms</a> <a href="/tts">Text to speech</a>
<a href="/teams">Teams</a></footer></div></body></html>"""
    return Page("fresh10-blog-platform", html, f"https://medley.example.com/{publication.lower().replace(' ', '-')}/{story.slug}-3f9a2c1d8e4b",
                every_must(story),
                (story.headline, story.dek, "Open in app", "Sign up", "Sign in", "Write", "Member-only story", story.author,
                 "Follow", "Published in", publication, f"{minutes} min read", story.date_text, claps, "Listen", "Share",
                 story.caption, story.credit, BLOG_TAGS[story.slug][0], BLOG_TAGS[story.slug][2], "Written by",
                 f"{followers} Followers", "Writer for", bio, f"Responses ({responses})", "What are your thoughts?",
                 "More from", BLOG_MORE[story.slug][0][0], BLOG_MORE[story.slug][1][1], "See all from",
                 "Recommended from Medley", BLOG_RECOMMENDED[0][1], BLOG_RECOMMENDED[2][0], "See more recommendations",
                 "Text to speech"))


JAPANESE_LINKS = {"kominka-hotel": ("改修前の古民家の様子はこちら", "人口減の村、空き家を「村の財産」に　移住者向けに貸し出しへ"),
                  "rosen-bus": ("減便される路線の地図はこちら", "物流と交通に迫る人手不足　運転手の残業規制、4月から")}
JAPANESE_RELATED = {"kominka-hotel": (("白馬のスキー場、外国人客が過去最多に　円安が追い風", "2024年2月20日"),
                                      ("古い町家を宿に　京都で広がる「分散型ホテル」の課題", "2024年1月9日"),
                                      ("地域おこし協力隊、任期後の定住は6割　総務省調査", "2023年12月14日")),
                    "rosen-bus": (("鉄道の赤字ローカル線、存廃議論が本格化　JR各社", "2024年2月15日"),
                                  ("タクシー運転手も不足　ライドシェア解禁へ議論", "2024年1月30日"),
                                  ("高齢者の免許返納、地方では「足がない」の声", "2023年11月2日"))}
JAPANESE_RANKING = ("春の高校野球、組み合わせ決まる　開幕試合は",
                    "新NISA、始めた人の半数が「積み立て型」",
                    "東京で桜の開花発表　平年より5日早く",
                    "大谷選手、オープン戦で初本塁打")
JAPANESE_DESK = {"kominka-hotel": ("長野総局", "地方行政や観光を担当。山あいの集落の暮らしを取材しています。"),
                 "rosen-bus": ("静岡総局", "交通や地域経済を担当しています。")}
JAPANESE_COMMENTS = {"kominka-hotel": 12, "rosen-bus": 38}
KOREAN_REPORTER = {"school-zero": ("minji@hanbit.example.co.kr", "교육과 지역 소식을 전합니다.", "1,204"),
                   "subway-fare": ("junho@hanbit.example.co.kr", "부산의 교통과 경제를 취재합니다.", "2,310")}
KOREAN_UPDATED = {"school-zero": "2024.03.04. 오전 9:40", "subway-fare": "2024.09.10. 오후 3:21"}
KOREAN_HEADLINES = {"school-zero": ("늘봄학교 전면 시행 첫날… 교사들 \"준비 부족\"",
                                    "의대 증원 배정 발표 임박… 지역 대학 촉각",
                                    "봄철 황사 잦아진다… 이번 주 미세먼지 '나쁨'"),
                    "subway-fare": ("부산 북항 재개발 2단계 착공 또 미뤄져",
                                    "가덕도신공항 부지 공사 입찰 다시 유찰",
                                    "추석 연휴 귀성길 고속도로 정체 예상 시간은")}
KOREAN_MOST = ("\"월세보다 싸다\"… 청년들 몰리는 공공임대 단지",
               "프로야구 개막전 티켓 5분 만에 매진",
               "폭염 속 전력수요 역대 최고치 경신")
KOREAN_COMMENTS = {"school-zero": 56, "subway-fare": 213}
CANADIAN_PAPER = {"snow-clearing": ("Saskatoon Prairie Post", "saskatoonprairiepost"),
                  "pools-lifeguards": ("Winnipeg Prairie Post", "winnipegprairiepost")}
CANADIAN_TRENDING = {"snow-clearing": ("Man charged after crash on Circle Drive sends two to hospital",
                                       "Province announces new school in Brighton neighbourhood",
                                       "Saskatoon Blades clinch playoff spot with win over Regina"),
                     "pools-lifeguards": ("Police seek witnesses after shooting in the North End",
                                          "Blue Bombers sign veteran receiver to one-year deal",
                                          "Province to fund new emergency department at Grace Hospital")}
CANADIAN_RECOMMENDED = {"snow-clearing": (("Local News", "Transit ridership returns to pre-pandemic levels in Saskatoon"),
                                          ("Opinion", "Council should stop treating snow as a surprise every winter")),
                        "pools-lifeguards": (("Local News", "Assiniboine Park splash pad to open on long weekend"),
                                             ("Opinion", "Summer jobs for teens matter more than we think"))}
CANADIAN_TAGS = {"snow-clearing": ("Local News", "Saskatoon City Council"),
                 "pools-lifeguards": ("Local News", "City of Winnipeg")}
SCIENCE_PAPER = {"bumblebee-heat": ("Fiona Maddox, Arjun Mehta, Clara Voss, Peter Lund",
                                    "Transient heat exposure impairs olfactory responses in bumblebees",
                                    "Proceedings of the Royal Society B: Biological Sciences", "10.1098/rspb.2024.0213"),
                 "lake-methane": ("Tomas Lindqvist, Sara Holm, Oliver Grant",
                                  "Two decades of shrinking ice cover increase methane emissions from boreal lakes",
                                  "Nature Geoscience", "10.1038/s41561-024-01447-2")}
SCIENCE_TOPICS = {"bumblebee-heat": (("Plants & Animals", "Insects (including Butterflies)"),
                                     ("Insects (including Butterflies)", "Ecology Research", "Global Warming"),
                                     ("Bombus", "Pollinator decline", "Insect olfaction")),
                  "lake-methane": (("Earth & Climate", "Climate"),
                                   ("Climate", "Environmental Issues", "Geochemistry"),
                                   ("Greenhouse gas", "Permafrost", "Limnology"))}
SCIENCE_VIDEO = {"bumblebee-heat": "Video: How bumblebees find flowers by scent",
                 "lake-methane": "Video: Methane bubbles trapped in lake ice"}
SCIENCE_EXPLORE = {"bumblebee-heat": ("Wild bees visit city gardens more than farmland, survey finds",
                                      "Night-flying moths pollinate more plants than thought",
                                      "Pesticide mixtures harm bee learning at low doses"),
                   "lake-methane": ("Arctic rivers are carrying more carbon to the sea",
                                    "Peatland fires release carbon stored for millennia",
                                    "Snow cover loss speeds up soil warming in the tundra")}
SCIENCE_OFFBEAT = ("Ancient board game found scratched into Roman floor",
                   "Octopuses change colour while they sleep, video shows",
                   "Why some people always hear their name in a crowd")
SPORTS_MATCH = {"talleres-lanus": (("Talleres", 2), ("Lanús", 1), "Liga Profesional - Fecha 22", "Estadio Mario Alberto Kempes"),
                "godoy-cruz-belgrano": (("Godoy Cruz", 1), ("Belgrano", 1), "Copa de la Liga - Fecha 7",
                                        "Estadio Malvinas Argentinas")}
SPORTS_SYNTHESIS = {
    "talleres-lanus": {
        "home": "Franco Sosa; Ignacio Paz, Julián Roldán, Marcos Ledesma, Diego Cáceres; Bruno Acosta, Emiliano Pereyra, "
                "Lautaro Núñez; Joaquín Medina, Valentín Suárez, Gastón Funes. DT: Hernán Quiroga.",
        "away": "Lucas Bravo; Ramiro Ortiz, Pablo Godoy, Sergio Aranda, Tomás Benítez; Facundo Ríos, Mauro Castro, "
                "Iván Peralta; Kevin Romero, Nahuel Ibarra, Cristian Luna. DT: Walter Correa.",
        "goles": ("PT 23m Emiliano Pereyra (T)", "ST 16m Facundo Ríos (L)", "ST 48m Rodrigo Giménez (T)"),
        "cambios": "ST 10m Tomás Benítez por Ramiro Ortiz (L); ST 43m Rodrigo Giménez por Gastón Funes (T).",
        "arbitro": "Andrés Merlo"},
    "godoy-cruz-belgrano": {
        "home": "Nicolás Vera; Leandro Ojeda, Germán Paredes, Ezequiel Soria, Alan Figueroa; Ricardo Villalba, "
                "Maximiliano Díaz, Tobías Aguilera; Santiago Molina, Federico Cabral, Elías Moreno. DT: Daniel Oviedo.",
        "away": "Juan Cruz Ledesma; Mateo Acuña, Héctor Sánchez, Lisandro Ferrari, Agustín Gómez; Matías Herrera, "
                "Rodrigo Ponce, Ulises Vázquez; Lucas Toledo, Ezequiel Blanco, Franco Maidana. DT: Carlos Villegas.",
        "goles": ("PT 17m Matías Herrera (B)", "ST 13m Santiago Molina (GC)"),
        "cambios": "ST 20m Federico Cabral por Elías Moreno (GC); ST 31m Lucas Toledo por Franco Maidana (B).",
        "arbitro": "Pablo Echenique"}}
SPORTS_LINKS = {"talleres-lanus": ("Lanús confirmó la lesión de su capitán y no estará ante Banfield",
                                   "VIDEO | Los goles de Talleres 2 - Lanús 1", "02:15"),
                "godoy-cruz-belgrano": ("El nuevo entrenador de Belgrano ya tiene fecha de llegada a Córdoba",
                                        "VIDEO | El resumen de Godoy Cruz 1 - Belgrano 1", "03:02")}
SPORTS_RATINGS = {"talleres-lanus": (("Franco Sosa", 6), ("Emiliano Pereyra", 7), ("Rodrigo Giménez", 8), ("Bruno Acosta", 5)),
                  "godoy-cruz-belgrano": (("Nicolás Vera", 6), ("Santiago Molina", 7), ("Ricardo Villalba", 5),
                                          ("Federico Cabral", 6))}
SPORTS_TABLE = {"talleres-lanus": (("Vélez", 42), ("Talleres", 40), ("Estudiantes", 38), ("Lanús", 33)),
                "godoy-cruz-belgrano": (("Barracas Central", 13), ("Godoy Cruz", 10), ("Belgrano", 8), ("Tigre", 7))}
SPORTS_MOST = ("La Selección ya tiene rival para el amistoso de junio",
               "Escándalo en el ascenso: suspendieron un partido por incidentes",
               "El Diez de River vuelve a entrenar con el grupo")
MUNICIPAL_OTHER = {"leaf-collection": (("Holiday Trash Collection Schedule",
                                        "Trash and recycling pickup will be delayed by one day during Thanksgiving week."),
                                       ("Fall Hydrant Flushing Continues Through October 25",
                                        "Residents may notice discolored water while crews flush hydrants in their area."),
                                       ("City Hall Closed November 11 for Veterans Day",
                                        "City offices will be closed in observance of Veterans Day.")),
                   "water-main": (("Spring Street Sweeping Schedule Announced",
                                   "Sweepers will begin in the downtown area on April 1."),
                                  ("Mayor's State of the City Address April 4",
                                   "The address will be streamed live on the city's website and cable channel."),
                                  ("Summer Recreation Registration Opens April 8",
                                   "Register online or at the Parks and Recreation office."))}
MUNICIPAL_AID = {"leaf-collection": 412, "water-main": 398}
BLOG_META = {"story-points": ("The Pragmatic Team", "1.2K", "24", "2.3K",
                              "Engineering manager in Leeds. I write about teams, estimates and the space between them.", 7),
             "camino-pace": ("Second Wind", "3.4K", "61", "5.8K",
                             "Retired pharmacist, walker and slow traveller. Writing about the long way round.", 6)}
BLOG_TAGS = {"story-points": ("Agile", "Software Development", "Engineering Management", "Scrum"),
             "camino-pace": ("Camino De Santiago", "Walking", "Travel Writing", "Aging")}
BLOG_MORE = {"story-points": (("The one-page design doc", "Why our best designs fit on a single page, and what we leave out",
                               "Feb 2, 2024", "412"),
                              ("Your stand-up is too long", "Three questions, fifteen minutes, and what to do with everything else",
                               "Nov 21, 2023", "1.1K")),
             "camino-pace": (("Learning Spanish at 59", "I was told it was too late. It was not, but it was slower.",
                              "Jan 16, 2024", "802"),
                             ("The kindest town on the Meseta", "A bakery, a broken boot and a stranger with superglue.",
                              "Aug 8, 2024", "2.2K"))}
BLOG_RECOMMENDED = (("Marcus Webb", "The quiet death of the sprint review", "Apr 3, 2024"),
                    ("Ana Lucía Torres", "Ten thousand steps is not a magic number", "Jan 28, 2024"),
                    ("Devon Clarke", "I tracked every hour for a year. Here is what I learned.", "Dec 12, 2023"))


def fresh10_pages() -> list[Page]:
    """Every page of the fresh-10 layouts, named ``<layout>/<story>``: each layout wraps two stories of its own."""
    (kominka, bus, school, fare, snow, pools, bees, lakes, talleres, godoy, leaves, water_main, points,
     camino) = FRESH10_STORIES
    chosen: tuple[tuple[Fresh10Layout, tuple[Story, ...]], ...] = (
        (japanese_daily, (kominka, bus)),
        (korean_portal, (school, fare)),
        (canadian_chain, (snow, pools)),
        (science_release, (bees, lakes)),
        (argentine_sports, (talleres, godoy)),
        (municipal_news, (leaves, water_main)),
        (blog_platform, (points, camino)))
    return pages_of(chosen)
