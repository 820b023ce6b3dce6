"""A twelfth fresh split of the body suite (fresh-12): seven more kinds of sites, written before the rules they test.

Written, with the strings their bodies must and must not hold, and committed
before the extractor was ever run on them (session 33, for session 34): their
first run is a held-out figure (tests/extraction/test_body_suite.py pins its
failures), not a target to tune to. Each page wraps a story of its own and
lists every paragraph of it (the lead included), its subheading and every item
of its list as what the body must hold, and every piece of chrome it carries as
what the body must not hold. Each layout imitates a family of 2019-2025
templates none of the suite's other layouts does: a Chinese state-media news
portal ("来源：" and "字号：大 中 小" in the info line, "打印本页", "关闭窗口",
"分享到：", an "原标题：" paragraph opening the story, the photo and its caption
"（新华社记者 ... 摄）" set as centred ``<p>`` among the paragraphs, the
subheading a bold ``<p>``, the list items paragraphs of their own, an "延伸阅读"
box inside the story, "【责任编辑：...】" and "【纠错】" closing it, "扫一扫在手机打开
当前页", "相关新闻", the ICP licence line); a pan-Arab news site written right to
left ("نُشر في" / "آخر تحديث", "شارك", "اقرأ أيضاً:" lines, "إعلان" labels and a
"قد يهمك أيضاً" box inside the story, an agency credit in parentheses, the
closing "المصدر:" line, "الكلمات الدالة", an app promo, "الأكثر قراءة", "أخبار ذات
صلة"); a Vietnamese news portal (the weekday and "(GMT+7)" date, the bold
"sapo" over the story, captions closing "Ảnh: ...", a "Xem thêm:" line inside the
story, the author's name as a right-aligned bold paragraph closing it, "Trở lại
...", "Ý kiến" with its count, "Xem nhiều", the licence line); a Ukrainian
online outlet ("Читать на русском", "Переглядів:", "Читайте також:" lines and a
Telegram-channel promo inside the story, "Фото: ..." credits, "Помітили
помилку? Виділіть її та натисніть Ctrl+Enter", "Теги:", a donation box, "Новини
партнерів", "Останні новини"); a Polish commercial portal ("Data utworzenia:",
"Skomentuj (48)", the bold lead in the story, "Dalsza część artykułu pod
materiałem wideo" over a video box with its title and length, "Zobacz też:",
"REKLAMA", the closing "Źródło: PAP" line, "Masz newsa, zdjęcie lub filmik?",
"Tematy:", "Polecane dla ciebie", "Najnowsze"); a crypto-markets news site (a
live price strip, "Edited by", a price widget with "Trade now" and a chart
with its data caption between the paragraphs, "Read more:" lines, the closing
"Disclosure:" paragraph, the "not investment advice" disclaimer, the author's
holdings line, a newsletter sign-up, "Latest Crypto News", "Top Assets"); and a
Romanian television channel's news site ("Data publicării:" / "Data
actualizării:", a video box with "Sursa video:", "Citește și:" lines,
"Articolul continuă după reclamă", "Foto: Inquam Photos / ..." credits, the
editor's name in an italic paragraph closing the story, "Etichete:", a Google
News promo, "Partenerii noștri", "Cele mai citite").
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .layouts import Page, every_must, head, json_ld, pages_of, paras, story_list
from .stories import Story

Fresh12Layout = Callable[[Story], Page]

FRESH12_STORIES = (
    Story(
        "laonian-shitang", "zh",
        "杭州社区老年食堂覆盖所有街道 一餐平均花费不到12元",
        "全市已建成社区老年食堂和助餐点1800多个，80岁以上老人可享受额外补贴。",
        "记者 周晓雯", "2024-06-18T09:32:15+08:00", "2024-06-18 09:32:15",
        ("记者从杭州市民政局获悉，截至今年5月底，杭州已建成社区老年食堂和助餐点1800多个，覆盖全市所有街道，"
         "每天为约12万名老年人提供午餐和晚餐。",
         "在拱墅区和睦街道的一家老年食堂，每天上午10点半刚过，就有老人排队打饭。两荤两素一汤的套餐标价15元，"
         "扣除政府补贴后，本街道户籍的老人只需支付11元左右。",
         "“以前一个人在家，做一顿饭要吃两天，现在走五分钟就能吃上热饭热菜。”今年78岁的退休教师陈阿姨说，"
         "她几乎每天都来，还能和老邻居聊聊天。",
         "食堂的运营由街道引入专业餐饮企业承担，政府按照服务人次给予补贴。为了保证食品安全，后厨安装了摄像头，"
         "画面实时接入市场监管部门的平台。",
         "对行动不便的老人，不少街道还开通了送餐上门服务。志愿者和快递骑手在中午高峰时段帮忙配送，"
         "每份餐只加收1至2元的配送费。",
         "市民政局有关负责人表示，下一步将重点在农村地区和新建小区补齐助餐点，并探索把老年食堂向社区其他居民开放，"
         "让食堂能够长期稳定运营。"),
        "补贴标准有哪些",
        ("一是60周岁以上本市户籍老人每餐补贴2元。",
         "二是80周岁以上老人每餐再补贴1元。",
         "三是低保和特困老人每餐补贴不低于5元。"),
        "6月14日，老人们在拱墅区和睦街道老年食堂用餐。",
        "新华社记者 陈立平 摄", "社会"),
    Story(
        "kafei-yunnan", "zh",
        "云南咖啡豆收购价创新高 普洱咖农开始建自己的烘焙厂",
        "国际咖啡价格上涨带动云南生豆收购价，咖农尝试从卖生豆转向卖熟豆和咖啡饮品。",
        "记者 李泽宇", "2024-04-09T16:05:40+08:00", "2024-04-09 16:05:40",
        ("今年采收季，云南普洱、保山等地的咖啡生豆收购价一度达到每公斤40元以上，比去年同期上涨七成多，"
         "创下近十年来的新高。",
         "收购价上涨的主要原因是国际市场咖啡供应偏紧。巴西和越南等主要产区受天气影响减产，国际咖啡期货价格持续走高，"
         "国内烘焙企业纷纷提前到云南锁定货源。",
         "在普洱市思茅区的一个咖啡种植村，村民杨建华家今年卖出8吨生豆，收入比去年多了10万元。“前几年价格低的时候，"
         "村里不少人把咖啡树砍了改种茶叶，现在又有人想种回来。”他说。",
         "与往年不同的是，一些合作社不再满足于卖生豆。思茅区的一家合作社去年建起了小型烘焙厂，把村里的豆子烘焙成熟豆，"
         "通过网络直接卖给城市里的咖啡店。",
         "当地农业部门介绍，熟豆的售价是生豆的三到四倍，但对烘焙技术和品牌的要求也高得多。今年，普洱已经组织了"
         "20多期烘焙和杯测培训，参加的大多是返乡青年。",
         "业内人士提醒，国际咖啡价格波动很大，咖农不宜盲目扩大种植面积，更应该在提高品质和精深加工上下功夫。"),
        "普洱咖啡产业的三项举措",
        ("一是建设精品咖啡庄园，提高生豆品质。",
         "二是扶持合作社建设烘焙和加工设施。",
         "三是培训返乡青年从事烘焙和品牌营销。"),
        "4月2日，普洱市思茅区的咖农在晾晒咖啡豆。",
        "新华社记者 杨明远 摄", "经济"),
    Story(
        "tahliya-dar", "ar",
        "المغرب يبدأ تشغيل أكبر محطة لتحلية مياه البحر قرب الدار البيضاء",
        "المحطة ستوفر في مرحلتها الأولى مياه الشرب لنحو مليوني نسمة بعد سنوات من الجفاف.",
        "سلمى بنعلي", "2024-11-05T10:45:00+01:00", "5 نوفمبر 2024 - 10:45",
        ("بدأ المغرب، الثلاثاء، التشغيل التجريبي للمرحلة الأولى من محطة تحلية مياه البحر جنوب الدار البيضاء، "
         "والتي توصف بأنها الأكبر من نوعها في أفريقيا، وذلك بعد ست سنوات متتالية من الجفاف.",
         "وتبلغ الطاقة الإنتاجية للمرحلة الأولى نحو 200 مليون متر مكعب سنوياً، وهي كمية تكفي لتزويد قرابة مليوني نسمة "
         "بمياه الشرب، على أن ترتفع إلى 300 مليون متر مكعب عند اكتمال المشروع في عام 2027.",
         "وشهدت السدود التي تزود العاصمة الاقتصادية بالمياه تراجعاً حاداً في مخزونها خلال العامين الماضيين، ما اضطر "
         "السلطات إلى خفض الضغط في الشبكة ليلاً في بعض الأحياء وإغلاق الحمامات العمومية ثلاثة أيام في الأسبوع.",
         "وقالت مديرة المشروع، نادية الشرقاوي، إن المحطة ستعمل جزئياً بالطاقة الريحية، مضيفة: \"نريد أن تكون كلفة "
         "المتر المكعب في متناول الأسر، وألا تتحول التحلية إلى عبء على فواتير المواطنين\".",
         "في المقابل، يحذر خبراء البيئة من تأثير المياه شديدة الملوحة التي تعاد إلى البحر على الثروة السمكية قرب السواحل، "
         "ويطالبون بنشر نتائج دراسة الأثر البيئي كاملة.",
         "ويخطط المغرب لإنشاء أكثر من عشر محطات تحلية جديدة بحلول عام 2030، بهدف تأمين نصف حاجات البلاد من مياه الشرب "
         "من البحر، وتخفيف الضغط على السدود والمياه الجوفية."),
        "ماذا تعني المحطة للسكان؟",
        ("إنهاء خفض الضغط الليلي في الشبكة تدريجياً",
         "إعادة فتح الحمامات العمومية طوال الأسبوع",
         "تخصيص جزء من الإنتاج لري الأراضي الزراعية المجاورة"),
        "جانب من أشغال محطة تحلية مياه البحر جنوب الدار البيضاء",
        "(رويترز)", "اقتصاد"),
    Story(
        "brt-amman", "ar",
        "عمّان: الباص السريع يصل إلى الزرقاء ويختصر الرحلة إلى 40 دقيقة",
        "الخط الجديد يربط أكبر مدينتين في الأردن ويتوقع أن ينقل 60 ألف راكب يومياً.",
        "يوسف الحديدي", "2024-07-21T18:20:00+03:00", "21 يوليو 2024 - 18:20",
        ("بدأ الباص سريع التردد، الأحد، تشغيل خطه الجديد بين عمّان والزرقاء، في خطوة ينتظرها آلاف الموظفين والطلاب "
         "الذين يتنقلون يومياً بين المدينتين.",
         "ويمتد الخط على مسافة 21 كيلومتراً، ويضم 14 محطة، وتستغرق الرحلة نحو 40 دقيقة، مقارنة بساعة ونصف في أوقات "
         "الذروة بالحافلات العادية أو السيارات الخاصة.",
         "وقال وزير النقل إن الحافلات ستسير في مسارب مخصصة لها طوال الطريق تقريباً، بمعدل حافلة كل خمس دقائق في "
         "ساعات الذروة، مشيراً إلى أن سعر التذكرة حدد بدينار واحد.",
         "وعبّر ركاب في اليوم الأول عن ارتياحهم. وقالت الطالبة رهف، التي تدرس في الجامعة الهاشمية: \"كنت أخرج من البيت "
         "في السادسة صباحاً حتى ألحق محاضرتي الأولى، اليوم وصلت قبل موعدها بنصف ساعة\".",
         "لكن سائقي الحافلات الصغيرة على الخط نفسه يخشون على مصدر رزقهم، وطالبوا بدمجهم في شبكة النقل الجديدة "
         "كخطوط مغذية للمحطات بدلاً من إلغاء تصاريحهم.",
         "وتعمل الحكومة على ربط الخط بنظام الدفع الإلكتروني نفسه المستخدم في عمّان، على أن يتم ذلك قبل نهاية العام، "
         "بحيث يستخدم الركاب بطاقة واحدة في المدينتين."),
        "أبرز أرقام الخط الجديد",
        ("21 كيلومتراً و14 محطة",
         "حافلة كل خمس دقائق في ساعات الذروة",
         "تذكرة بدينار واحد للرحلة"),
        "حافلة من الباص سريع التردد عند محطة المحطة في عمّان",
        "(الأناضول)", "محليات"),
    Story(
        "metro-ben-thanh", "vi",
        "Metro Bến Thành - Suối Tiên chở hơn 150.000 khách trong tuần đầu",
        "TP HCM - Tuyến metro số 1 đón lượng khách vượt dự kiến trong tuần đầu vận hành thương mại, nhiều ga phải "
        "tăng nhân viên hướng dẫn.",
        "Gia Minh", "2025-01-02T07:30:00+07:00", "Thứ năm, 2/1/2025, 07:30 (GMT+7)",
        ("Tuyến metro số 1 Bến Thành - Suối Tiên đã chở hơn 150.000 lượt khách trong tuần đầu vận hành thương mại, "
         "cao gấp đôi dự báo ban đầu, theo Công ty Đường sắt đô thị số 1.",
         "Đông nhất là chiều Chủ nhật, khi nhiều gia đình đưa con nhỏ đi trải nghiệm tàu điện. Có thời điểm hàng người "
         "xếp chờ mua vé ở ga Bến Thành kéo dài ra tận cửa lên xuống.",
         "Đại diện đơn vị vận hành cho biết các ga ngầm và ga Suối Tiên đã được bổ sung nhân viên hướng dẫn khách mua vé "
         "bằng máy tự động và quét mã khi qua cửa soát vé.",
         "Chị Nguyễn Thu Hà, nhân viên văn phòng ở TP Thủ Đức, nói đi tàu từ ga Bình Thái đến trung tâm chỉ mất khoảng "
         "25 phút, thay vì gần một tiếng bằng xe máy vào giờ cao điểm.",
         "Tuy vậy, nhiều hành khách phản ánh các ga trên cao thiếu chỗ gửi xe và chưa có xe buýt kết nối. Thành phố "
         "đang mở thêm 17 tuyến xe buýt gom khách về các nhà ga.",
         "Trong tháng đầu, hành khách được đi tàu miễn phí. Từ tháng 2, giá vé dự kiến từ 7.000 đến 20.000 đồng mỗi "
         "lượt, tùy quãng đường."),
        "Lưu ý khi đi metro",
        ("Mua vé tại máy tự động hoặc quầy ở mỗi ga",
         "Không mang thú cưng và hàng cồng kềnh lên tàu",
         "Nhường ghế cho người cao tuổi và trẻ em"),
        "Hành khách xếp hàng qua cửa soát vé ở ga Bến Thành, chiều 29/12.",
        "Ảnh: Quỳnh Trần", "Thời sự"),
    Story(
        "sau-rieng-xuat-khau", "vi",
        "Xuất khẩu sầu riêng lần đầu vượt 3 tỷ USD",
        "Sau ba năm được xuất chính ngạch sang Trung Quốc, sầu riêng trở thành mặt hàng rau quả xuất khẩu lớn nhất "
        "của Việt Nam.",
        "Thanh Tâm", "2024-11-20T05:00:00+07:00", "Thứ tư, 20/11/2024, 05:00 (GMT+7)",
        ("Kim ngạch xuất khẩu sầu riêng 10 tháng năm nay đạt hơn 3 tỷ USD, lần đầu vượt mốc này và chiếm gần một nửa "
         "tổng giá trị xuất khẩu rau quả cả nước, theo Hiệp hội Rau quả Việt Nam.",
         "Trung Quốc vẫn là thị trường lớn nhất, mua khoảng 90% lượng sầu riêng xuất khẩu. Từ năm 2022, trái cây này được "
         "xuất chính ngạch sang nước này, giúp doanh nghiệp không còn phụ thuộc vào buôn bán qua biên giới.",
         "Ở Đắk Lắk và Tiền Giang, giá sầu riêng tại vườn có lúc lên tới 100.000 đồng một kg. Nhiều nông dân đã chặt bỏ cà "
         "phê, hồ tiêu để chuyển sang trồng loại cây này.",
         "Ông Lê Văn Phúc, Phó chủ tịch hiệp hội, cảnh báo diện tích sầu riêng tăng quá nhanh, trong khi nhiều vườn chưa "
         "có mã số vùng trồng. Nếu bị phát hiện tồn dư chất cấm, cả lô hàng có thể bị trả về.",
         "Một số doanh nghiệp đã đầu tư dây chuyền cấp đông sầu riêng nguyên quả và cơm sầu riêng, để kéo dài thời gian "
         "bán hàng và giảm áp lực mỗi khi vào vụ thu hoạch rộ.",
         "Hiệp hội dự báo cả năm xuất khẩu sầu riêng có thể đạt 3,5 tỷ USD, nếu thị trường Trung Quốc tiếp tục kiểm tra "
         "chất lượng ổn định như hiện nay."),
        "Những yêu cầu với sầu riêng xuất khẩu",
        ("Vườn phải có mã số vùng trồng được cấp phép",
         "Cơ sở đóng gói phải được phía Trung Quốc phê duyệt",
         "Mỗi lô hàng phải kiểm tra tồn dư chất cấm"),
        "Công nhân phân loại sầu riêng tại một kho ở Tiền Giang.",
        "Ảnh: Hoàng Nam", "Kinh doanh"),
    Story(
        "shkoly-ukryttia", "uk",
        "У Львові ще три школи отримали підземні укриття-класи",
        "Тепер навчання під час повітряної тривоги не переривається для майже 2 тисяч дітей.",
        "Олена Гнатюк", "2024-09-02T14:20:00+03:00", "2 вересня 2024, 14:20",
        ("У Львові до початку навчального року завершили облаштування підземних укриттів ще у трьох школах. Там "
         "обладнали класи, де уроки тривають і під час повітряної тривоги.",
         "У нових укриттях є парти, дошки, вентиляція, окремі санвузли та запас питної води. Загалом вони вміщують "
         "майже 2 тисячі учнів і вчителів одночасно.",
         "Досі у цих школах під час тривоги діти спускалися до підвалів, де можна було лише перечекати. Уроки "
         "переривалися, а частину тем доводилося проходити дистанційно.",
         "«Минулого року ми втратили через тривоги майже місяць навчання. Тепер учитель просто веде урок далі, тільки "
         "поверхом нижче», – розповіла директорка однієї зі шкіл Ірина Мельник.",
         "Роботи фінансували з міського бюджету та коштом міжнародних партнерів. Вартість облаштування одного укриття "
         "становила від 18 до 30 мільйонів гривень.",
         "У міській раді кажуть, що до кінця року подібні укриття мають з'явитися ще у п'яти школах і двох дитячих "
         "садках."),
        "Що є в нових укриттях",
        ("класи з партами й дошками",
         "вентиляція та резервне живлення",
         "запас води й аптечки на кожен поверх"),
        "Учні у новому укритті-класі однієї з львівських шкіл",
        "Фото: Львівська міська рада", "Суспільство"),
    Story(
        "elektrobusy-poltava", "uk",
        "Полтава отримала перші 12 електробусів: на які маршрути вони вийдуть",
        "Нові машини працюватимуть на трьох маршрутах, а проїзд у них коштуватиме стільки ж, як у тролейбусах.",
        "Максим Шевчук", "2024-05-14T09:05:00+03:00", "14 травня 2024, 09:05",
        ("До Полтави прибули перші 12 електробусів, придбаних за кредитом Європейського інвестиційного банку. Вже "
         "наступного тижня вони вийдуть на три міські маршрути.",
         "Електробуси розраховані на 85 пасажирів, мають низьку підлогу, кондиціонери та зарядки для телефонів. На "
         "одному заряді машина може проїхати до 200 кілометрів.",
         "Заряджати їх будуть уночі у тролейбусному депо, де вже встановили шість зарядних станцій. Водіїв перенавчили "
         "з числа тролейбусників.",
         "«Деякі маршрути, як-от до мікрорайону Левада, ми не могли обслуговувати тролейбусами, бо там немає контактної "
         "мережі. Тепер люди отримають нормальний транспорт», – пояснив директор комунального підприємства Андрій Кравець.",
         "Проїзд в електробусах коштуватиме 10 гривень, як і в тролейбусах. Пільговики їздитимуть безкоштовно за "
         "міською карткою.",
         "До кінця року місто очікує ще вісім електробусів. Старі маршрутки на цих маршрутах поступово приберуть."),
        "На які маршрути вийдуть електробуси",
        ("№ 3 «Вокзал – Левада»",
         "№ 7 «Центр – Алмазний»",
         "№ 12 «Київський вокзал – Яківці»"),
        "Нові електробуси у тролейбусному депо Полтави",
        "Фото: Полтавська міська рада", "Суспільство"),
    Story(
        "tramwaj-jagodno", "pl",
        "Tramwaj dojechał na Jagodno. Mieszkańcy czekali na niego dziesięć lat",
        "Nowa trasa ma 3,6 km i pięć przystanków. Na początek kursować będą dwie linie.",
        "Katarzyna Wójcik", "2024-09-29T08:12:00+02:00", "29 września 2024, 08:12",
        ("Od niedzieli tramwaje dojeżdżają na wrocławskie Jagodno, jedno z najszybciej rosnących osiedli w Polsce. "
         "Mieszkańcy czekali na połączenie z centrum od ponad dziesięciu lat.",
         "Nowa trasa ma 3,6 km długości i pięć przystanków. Jeżdżą po niej dwie linie, które w godzinach szczytu kursują "
         "co siedem i pół minuty. Przejazd do Rynku zajmuje około 25 minut.",
         "Na osiedlu mieszka dziś ponad 30 tys. osób, a jeszcze kilka lat temu jedyną drogą do miasta była wąska ulica "
         "Buforowa, na której autobusy stały w korkach razem z samochodami.",
         "– Rano do pracy jechałam autobusem nawet godzinę. Dziś pierwszy raz zdążyłam na kawę przed biurem – mówiła "
         "pani Agnieszka, którą spotkaliśmy na pętli przy ulicy Asfaltowej.",
         "Budowa kosztowała prawie 400 mln zł i opóźniła się o rok, m.in. przez przebudowę sieci wodociągowej. Miasto "
         "zapowiada, że w przyszłym roku przy pętli powstanie parking dla rowerów.",
         "Wraz z uruchomieniem tramwaju zmieniają się też trasy trzech linii autobusowych, które będą dowozić pasażerów "
         "z dalszych części osiedla do przystanków."),
        "Co się zmienia od niedzieli",
        ("nowe linie tramwajowe 4 i 16 na Jagodno,",
         "autobusy 113, 133 i 145 na zmienionych trasach,",
         "nocna linia 241 wydłużona do pętli Asfaltowa."),
        "Pierwszy tramwaj na nowej trasie przy ulicy Buforowej",
        "Fot. Krzysztof Zatycki / Forum", "Wrocław"),
    Story(
        "sinice-zatoka", "pl",
        "Sinice zamknęły kąpieliska w Gdyni i Sopocie. Sanepid wydał ostrzeżenie",
        "Zakaz kąpieli obowiązuje na dziewięciu plażach. Upały sprzyjają zakwitom.",
        "Tomasz Lewandowski", "2024-07-11T13:40:00+02:00", "11 lipca 2024, 13:40",
        ("Z powodu zakwitu sinic sanepid zamknął w czwartek dziewięć kąpielisk nad Zatoką Gdańską, w tym najpopularniejsze "
         "plaże w Gdyni i Sopocie. Zakaz kąpieli obowiązuje do odwołania.",
         "Próbki wody pobrano w środę po zgłoszeniach ratowników, którzy zauważyli zielonkawy nalot przy brzegu. Badania "
         "potwierdziły obecność toksyn wytwarzanych przez sinice.",
         "Kontakt z wodą, w której zakwitły sinice, może wywołać wysypkę, zapalenie spojówek, a po połknięciu także "
         "wymioty i bóle brzucha. Szczególnie narażone są dzieci i psy.",
         "– Plażowicze mogą normalnie korzystać z plaży, ale nie powinni wchodzić do wody. Ratownicy będą o tym "
         "przypominać przez głośniki – powiedziała rzeczniczka sanepidu w Gdańsku.",
         "Eksperci tłumaczą, że sinicom sprzyjają upały i bezwietrzna pogoda, a także związki azotu i fosforu spływające "
         "do Bałtyku z pól uprawnych. W tym roku pierwsze zakwity pojawiły się o dwa tygodnie wcześniej niż zwykle.",
         "Aktualną listę zamkniętych kąpielisk można sprawdzić w serwisie Głównego Inspektoratu Sanitarnego. Sanepid "
         "zapowiada kolejne badania wody w sobotę."),
        "Zamknięte kąpieliska",
        ("Gdynia Śródmieście i Gdynia Orłowo,",
         "Sopot Centrum i Sopot Kamienny Potok,",
         "Gdańsk Brzeźno i Gdańsk Jelitkowo."),
        "Tablica informująca o zakazie kąpieli na plaży w Sopocie",
        "Fot. Wojciech Strożyk / Reporter", "Trójmiasto"),
    Story(
        "stablecoin-audit", "en",
        "Stablecoin issuer Tessera publishes first full audit of its $9 billion reserves",
        "The audit found the token fully backed, but 11% of reserves sat in a bank that failed to answer "
        "auditors' questions for three weeks.",
        "Priya Raman", "2024-10-15T14:10:00+00:00", "Oct 15, 2024, 2:10 p.m. UTC",
        ("Tessera, the company behind the TSD stablecoin, published its first full audit on Tuesday, saying an "
         "accounting firm had confirmed that every token in circulation was backed by at least a dollar of reserves.",
         "The audit, carried out by Halvorsen & Price, covers the company's accounts as of Sept. 30, when 9.2 billion "
         "TSD were in circulation against reserves of $9.4 billion, most of them in short-dated U.S. Treasury bills.",
         "Until now Tessera had only published monthly attestations, which check reserves on a single day and say little "
         "about how the company manages them. Critics had argued that left holders unable to judge the risk of a run.",
         "The report notes that about 11% of reserves were held as deposits at a single bank in the Bahamas, which took "
         "three weeks to confirm its balances to the auditors. Tessera said it would cut that share below 5% by the "
         "end of the year.",
         "\"A full audit is the minimum the market should expect from anyone issuing a digital dollar,\" said Lena "
         "Marsh, a former bank regulator who now advises payment companies. \"The bank exposure is the part I would "
         "watch.\"",
         "TSD is the fourth-largest stablecoin by market value. Its supply has grown by a third since June, as trading "
         "firms have used it to settle trades on exchanges in Asia."),
        "What the audit found",
        ("reserves of $9.4 billion against 9.2 billion tokens;",
         "82% of reserves in Treasury bills maturing within 90 days;",
         "11% of reserves deposited at one bank in the Bahamas."),
        "Tessera's reserves by asset type as of Sept. 30.",
        "Source: Tessera audit report", "Policy"),
    Story(
        "ether-upgrade-delay", "en",
        "Ethereum developers push back network upgrade after bug found on test network",
        "The 'Prague' upgrade, expected in March, will now ship no earlier than May after a client failed on "
        "the Holesky test network.",
        "Daniel Osei", "2025-02-27T09:45:00+00:00", "Feb 27, 2025, 9:45 a.m. UTC",
        ("Ethereum's core developers agreed on Thursday to delay the network's next upgrade by at least two months, "
         "after a bug in one of the software clients split the Holesky test network last week.",
         "The upgrade, known as Prague, was due to go live on the main network in mid-March. It would let ordinary "
         "wallets act like smart contracts for a single transaction and double the space for data posted by "
         "layer-2 networks.",
         "On the test network, a misconfigured deposit contract address in three clients caused validators to disagree "
         "about which blocks were valid. The network stopped finalizing blocks for more than a week.",
         "\"It is exactly what test networks are for, but it has taken the team's attention away from everything "
         "else,\" said Mara Lindqvist, who coordinates the calls between client teams. \"We would rather lose two months "
         "than ship something we are not sure of.\"",
         "The developers plan to run the upgrade on a fresh test network first and then on Sepolia, and will set a "
         "main-network date only after both run without incident for at least 30 days.",
         "Ether fell 3% in the hour after the call, though traders said the wider market's slide that day weighed on "
         "the price more than the delay."),
        "What Prague changes",
        ("wallets can run smart-contract code for one transaction;",
         "layer-2 networks get twice the space to post data;",
         "validators can hold larger balances."),
        "Ether's price in U.S. dollars over the past week.",
        "Source: CoinLedger Data", "Tech"),
    Story(
        "parcare-cluj", "ro",
        "Cluj: lucrările la parcarea subterană de sub Piața Mihai Viteazu încep în martie",
        "Parcarea va avea 1.000 de locuri pe patru niveluri, iar piața de deasupra devine zonă pietonală.",
        "Andrei Mureșan", "2025-02-10T09:15:00+02:00", "10-02-2025 09:15",
        ("Primăria Cluj-Napoca a semnat contractul pentru parcarea subterană de sub Piața Mihai Viteazu, iar lucrările "
         "vor începe la jumătatea lunii martie, a anunțat luni primarul orașului.",
         "Parcarea va avea aproximativ 1.000 de locuri pe patru niveluri subterane. La suprafață, piața va deveni zonă "
         "pietonală, cu copaci, bănci și o fântână arteziană.",
         "Investiția este estimată la 170 de milioane de lei și va fi finanțată din bugetul local și dintr-un credit. "
         "Termenul de execuție este de 36 de luni.",
         "În timpul lucrărilor, traficul din zonă va fi restricționat, iar stațiile de autobuz din piață vor fi mutate "
         "pe străzile învecinate. Primăria spune că va anunța noile trasee cu cel puțin o săptămână înainte.",
         "Comercianții din zonă se tem că vor pierde clienți în cei trei ani de șantier. „Am trecut deja prin "
         "lucrările de pe strada Horea, știm ce înseamnă praf și garduri în fața vitrinei”, spune proprietara unei "
         "cafenele.",
         "Locurile de parcare de la suprafață din centru vor fi desființate treptat după deschiderea parcării, pentru a "
         "face loc pistelor de biciclete și trotuarelor mai late."),
        "Ce se schimbă în zonă",
        ("stațiile de autobuz se mută pe străzile învecinate;",
         "accesul auto în piață se închide din martie;",
         "locurile de parcare de la suprafață se desființează după 2028."),
        "Piața Mihai Viteazu din Cluj-Napoca",
        "Foto: Inquam Photos / Raul Ștef", "Actualitate"),
    Story(
        "plaje-constanta", "ro",
        "Plajele din Mamaia, înguste din nou după furtunile din iarnă. Autoritățile aduc nisip înainte de sezon",
        "Pe unele porțiuni, marea a luat până la 20 de metri din plaja lărgită în 2021.",
        "Ioana Dumitrescu", "2024-04-03T11:30:00+03:00", "03-04-2024 11:30",
        ("Furtunile din iarnă au îngustat din nou plajele din nordul stațiunii Mamaia, lărgite în 2021 printr-un proiect "
         "european de aproape un miliard de lei. Pe unele porțiuni, marea a luat până la 20 de metri de nisip.",
         "Administrația Bazinală de Apă Dobrogea-Litoral spune că pierderile erau prevăzute în proiect și că o parte din "
         "nisip s-a depus în largul plajei, de unde poate fi recuperat.",
         "Până la 1 iunie, o navă de dragare va pompa circa 300.000 de metri cubi de nisip pe cele mai afectate "
         "porțiuni, dintre hotelurile din zona Cazino și Năvodari.",
         "Operatorii de plajă sunt îngrijorați. „Anul trecut am avut 40 de metri de plajă în fața barului. Acum valurile "
         "ajung aproape de terasă”, spune Cristian Popa, care închiriază șezlonguri în nordul stațiunii.",
         "Specialiștii în geologie marină avertizează că nisipul adus pe plajă va trebui completat periodic, pentru că "
         "digurile construite în larg nu pot opri complet eroziunea.",
         "Autoritățile promit că plajele vor fi gata la deschiderea oficială a sezonului estival, pe 1 mai, iar lucrările "
         "de dragare vor fi oprite în weekendurile cu turiști."),
        "Ce se face înainte de sezon",
        ("dragare pe cele mai afectate porțiuni din nordul Mamaiei;",
         "refacerea accesului la plajă de lângă Cazino;",
         "verificarea digurilor construite în larg."),
        "Plaja din nordul stațiunii Mamaia, după furtunile din iarnă",
        "Foto: Inquam Photos / George Călin", "Actualitate"),
)

CHINESE_LINKS = {"laonian-shitang": ("杭州：“家门口”的老年食堂吃出幸福味", "老年助餐服务如何做到可持续",
                                     "全国已建成社区老年助餐点超过13万个"),
                 "kafei-yunnan": ("云南咖啡：从“卖原料”到“卖品牌”", "国际咖啡期货价格创13年新高",
                                  "普洱举办首届精品咖啡杯测大赛")}
CHINESE_EDITOR = {"laonian-shitang": "王晓东", "kafei-yunnan": "刘佳"}
CHINESE_RELATED = {"laonian-shitang": ("多地探索“互联网+助餐”新模式", "民政部：推动老年助餐服务向农村延伸",
                                       "上海：社区长者食堂今年新增200家"),
                   "kafei-yunnan": ("云南咖啡出口额同比增长四成", "保山小粒咖啡获评国家地理标志产品",
                                    "咖啡馆数量持续增长 县城成为新战场")}


def chinese_portal(story: Story) -> Page:
    """A Chinese state-media news portal: the breadcrumb "当前位置：", the headline, the info line
    (date, "来源：...", "字号：大 中 小", "打印本页", "关闭窗口"), "分享到：", a story box that opens
    with "原标题：..." and sets the photo and its caption "（新华社记者 ... 摄）" as centred ``<p>``
    among the paragraphs, a bold ``<p>`` as the subheading and the list items as paragraphs of their
    own, an "延伸阅读" box inside the story, "【责任编辑：...】" and "【纠错】" closing it, the QR box
    "扫一扫在手机打开当前页", "相关新闻", "热点推荐" and the ICP licence line."""
    p = story.paragraphs
    original, also, also2 = CHINESE_LINKS[story.slug]
    editor = CHINESE_EDITOR[story.slug]
    related = "".join(f'<li><a href="/c/{i}.htm">{escape(h)}</a><span>{story.date_text[:10]}</span></li>'
                      for i, h in enumerate(CHINESE_RELATED[story.slug]))
    items = "\n".join(f"<p>{escape(i)}</p>" for i in story.items)
    html = head(story, "华夏新闻网", json_ld(story, "华夏新闻网")) + f"""<body>
<div class="topbar"><a href="/">华夏新闻网</a> <a href="/m/">手机版</a> <a href="/en/">English</a></div>
<div class="nav"><ul><li><a href="/">首页</a></li><li><a href="/politics/">时政</a></li><li><a href="/fortune/">财经</a></li>
<li><a href="/world/">国际</a></li><li><a href="/local/">地方</a></li><li><a href="/video/">视频</a></li></ul></div>
<div class="main"><div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="/{story.kicker}/">{escape(story.kicker)}</a> &gt; 正文</div>
<div class="header"><h1>{escape(story.headline)}</h1>
<div class="info">{escape(story.date_text)}　来源：华夏新闻网　{escape(story.author)}　字号：<a href="#">大</a> <a href="#">中</a> <a href="#">小</a>　<a href="#" onclick="window.print()">打印本页</a>　<a href="#" onclick="window.close()">关闭窗口</a></div>
<div class="share">分享到：<a href="#">微信</a> <a href="#">微博</a> <a href="#">QQ空间</a></div></div>
<div id="detail" class="detail">
<p>原标题：{escape(original)}</p>
<p style="text-align: center;"><img src="/images/{story.slug}.jpg" alt=""></p>
<p style="text-align: center;">{escape(story.caption)}（{escape(story.credit)}）</p>
{paras(p[:3])}
<div class="xgyd"><p class="xgyd-title">延伸阅读</p><ul><li><a href="/c/a1.htm">{escape(also)}</a></li><li><a href="/c/a2.htm">{escape(also2)}</a></li></ul></div>
{paras(p[3:4])}
<p><strong>{escape(story.subhead)}</strong></p>
{items}
{paras(p[4:])}
<div class="editor">【责任编辑：{escape(editor)}】 <a class="jc" href="/jiucuo/">【纠错】</a></div>
</div>
<div class="qrcode"><img src="/qr/{story.slug}.png" alt=""><p>扫一扫在手机打开当前页</p></div>
<div class="xgxw"><h3>相关新闻</h3><ul>{related}</ul></div>
<div class="rdtj"><h3>热点推荐</h3><ul><li><a href="/h/1.htm">全国铁路暑运累计发送旅客超过8亿人次</a></li><li><a href="/h/2.htm">多地发布高温预警 注意防暑降温</a></li></ul></div></div>
<div class="foot"><p>关于我们 | 联系我们 | 网站声明</p><p>华夏新闻网版权所有　未经书面授权禁止转载</p><p>京ICP备12034567号-2</p></div></body></html>"""
    r = CHINESE_RELATED[story.slug]
    return Page("fresh12-chinese-portal", html, f"https://www.huaxianews.example.cn/{story.date[:7].replace('-', '')}/{story.slug}.htm",
                every_must(story),
                (story.headline, "手机版", "当前位置：", story.date_text, "来源：华夏新闻网", story.author, "字号：",
                 "打印本页", "关闭窗口", "分享到：", "QQ空间", "原标题：", original, story.caption, story.credit, "延伸阅读",
                 also, also2, f"【责任编辑：{editor}】", "【纠错】", "扫一扫在手机打开当前页", "相关新闻", r[0], r[2],
                 "热点推荐", "全国铁路暑运累计发送旅客", "版权所有", "未经书面授权禁止转载", "京ICP备12034567号-2"))


ARABIC_LINKS = {"tahliya-dar": ("تراجع مخزون السدود المغربية إلى أدنى مستوى منذ عقدين",
                                ("الجزائر تطلق مناقصة لمحطتي تحلية في وهران وتلمسان",
                                 "كيف تغيّر الطاقة الريحية كلفة تحلية المياه؟")),
                "brt-amman": ("الحكومة ترفع أجور النقل العام بنسبة 5% مطلع العام المقبل",
                              ("بطاقة دفع موحدة للحافلات في عمّان قبل نهاية العام",
                               "سائقو الحافلات الصغيرة يعتصمون أمام وزارة النقل"))}
ARABIC_UPDATED = {"tahliya-dar": "5 نوفمبر 2024 - 13:10", "brt-amman": "21 يوليو 2024 - 20:05"}
ARABIC_TAGS = {"tahliya-dar": ("المغرب", "الجفاف", "أمن مائي"), "brt-amman": ("الأردن", "الزرقاء", "نقل عام")}
ARABIC_MOST = ("ارتفاع أسعار الذهب في الأسواق العربية لليوم الثالث", "موعد إعلان نتائج الثانوية العامة 2024",
               "منتخب المغرب يتأهل إلى نصف النهائي")


def arabic_news(story: Story) -> Page:
    """A pan-Arab news site written right to left: the section, the headline and its subtitle, the
    writer's name, "نُشر في" / "آخر تحديث", a share row ("شارك", "واتساب", "نسخ الرابط"), a photo
    with its agency credit in parentheses, "اقرأ أيضاً:" lines, "إعلان" labels and a "قد يهمك
    أيضاً" box inside the story, the closing "المصدر:" line, "الكلمات الدالة", an app promo,
    "أخبار ذات صلة", "الأكثر قراءة" and the rights line."""
    p = story.paragraphs
    also, (card1, card2) = ARABIC_LINKS[story.slug]
    tags = "".join(f'<a href="/tag/{i}">{escape(t)}</a> ' for i, t in enumerate(ARABIC_TAGS[story.slug]))
    most = "".join(f'<li><span>{i + 1}</span><a href="/m/{i}">{escape(h)}</a></li>' for i, h in enumerate(ARABIC_MOST))
    html = head(story, "الخبر العربي", json_ld(story, "الخبر العربي")) + f"""<body dir="rtl" class="article-page">
<header class="site-header"><a class="logo" href="/">الخبر العربي</a><nav><ul><li><a href="/">الرئيسية</a></li><li><a href="/news">أخبار</a></li>
<li><a href="/economy">اقتصاد</a></li><li><a href="/sport">رياضة</a></li><li><a href="/culture">ثقافة</a></li><li><a href="/video">فيديو</a></li></ul></nav>
<a class="live" href="/live">البث المباشر</a></header>
<main><article class="article">
<div class="article-header"><a class="section" href="/{story.kicker}">{escape(story.kicker)}</a>
<h1>{escape(story.headline)}</h1><h2 class="subtitle">{escape(story.dek)}</h2>
<div class="meta"><span class="author">{escape(story.author)}</span>
<span class="date">نُشر في: {escape(story.date_text)}</span> <span class="updated">آخر تحديث: {escape(ARABIC_UPDATED[story.slug])}</span></div>
<div class="share"><span>شارك</span> <a href="#">واتساب</a> <a href="#">فيسبوك</a> <a href="#">إكس</a> <a href="#">نسخ الرابط</a></div></div>
<figure class="main-image"><img src="/images/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)} {escape(story.credit)}</figcaption></figure>
<div class="article-body">
{paras(p[:2])}
<p class="read-also"><strong>اقرأ أيضاً:</strong> <a href="/news/r1">{escape(also)}</a></p>
<div class="ad-slot"><span class="ad-label">إعلان</span></div>
{paras(p[2:4])}
<div class="inline-related"><h4>قد يهمك أيضاً</h4><ul><li><a href="/news/c1">{escape(card1)}</a></li><li><a href="/news/c2">{escape(card2)}</a></li></ul></div>
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
<div class="ad-slot"><span class="ad-label">إعلان</span></div>
{paras(p[4:])}
<p class="source">المصدر: الخبر العربي + وكالات</p>
</div>
<div class="tags"><span>الكلمات الدالة:</span> {tags}</div>
<div class="app-promo"><p>حمّل تطبيق الخبر العربي لتصلك آخر الأخبار العاجلة أولاً بأول</p><a href="/app">حمّل التطبيق</a></div>
</article>
<section class="related"><h3>أخبار ذات صلة</h3><ul><li><a href="/news/x1">{escape(card2)}</a></li><li><a href="/news/x2">{escape(also)}</a></li></ul></section>
<aside class="most-read"><h3>الأكثر قراءة</h3><ol>{most}</ol></aside></main>
<footer><p>© 2024 الخبر العربي. جميع الحقوق محفوظة.</p><a href="/privacy">سياسة الخصوصية</a></footer></body></html>"""
    return Page("fresh12-arabic-news", html, f"https://www.alkhabar-arabi.example.com/{story.kicker}/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "البث المباشر", story.author, "نُشر في", story.date_text, "آخر تحديث",
                 ARABIC_UPDATED[story.slug], "شارك", "واتساب", "نسخ الرابط", story.caption, story.credit, "اقرأ أيضاً:",
                 also, "إعلان", "قد يهمك أيضاً", card1, card2, "المصدر: الخبر العربي + وكالات", "الكلمات الدالة:",
                 ARABIC_TAGS[story.slug][2], "حمّل تطبيق الخبر العربي", "حمّل التطبيق", "أخبار ذات صلة", "الأكثر قراءة",
                 ARABIC_MOST[0], ARABIC_MOST[2], "جميع الحقوق محفوظة"))


VIETNAMESE_LINKS = {"metro-ben-thanh": ("Metro số 1 chạy thử toàn tuyến với tốc độ 110 km/h",
                                        ("Giá vé metro Bến Thành - Suối Tiên cao nhất 20.000 đồng",
                                         "17 tuyến xe buýt kết nối metro số 1")),
                    "sau-rieng-xuat-khau": ("Giá sầu riêng tại vườn giảm mạnh cuối vụ",
                                            ("Trung Quốc siết kiểm tra chất vàng O trong sầu riêng",
                                             "Nông dân Đắk Lắk chặt cà phê trồng sầu riêng"))}
VIETNAMESE_COMMENTS = {"metro-ben-thanh": (86, "minhquan88", "Mong thành phố làm thêm nhiều tuyến nữa, giờ đi lại trong giờ cao điểm quá mệt mỏi."),
                       "sau-rieng-xuat-khau": (23, "tuananh_dl", "Nhà tôi ở Krông Pắc, chặt cà phê trồng sầu riêng ba năm rồi mà vẫn lo giá xuống.")}
VIETNAMESE_SUBSECTION = {"metro-ben-thanh": ("Giao thông", "TP HCM"), "sau-rieng-xuat-khau": ("Hàng hóa", "Xuất khẩu")}
VIETNAMESE_MOST = ("Giá vàng miếng tăng lên mức kỷ lục", "Dự báo thời tiết Tết Nguyên đán",
                   "Học sinh Hà Nội nghỉ Tết 9 ngày")


def vietnamese_portal(story: Story) -> Page:
    """A Vietnamese news portal: the section and sub-section, the weekday date with "(GMT+7)", the
    headline, the bold "sapo" opening with the place, a photo whose caption closes "Ảnh: ...", a
    "Xem thêm:" line inside the story, the author's name as a right-aligned bold paragraph closing
    it, "Trở lại ...", the share row, "Tags", "Ý kiến (86)" with a reader's comment, "Tin liên
    quan", "Xem nhiều" and the licence line."""
    p = story.paragraphs
    also, (rel1, rel2) = VIETNAMESE_LINKS[story.slug]
    n, reader, comment = VIETNAMESE_COMMENTS[story.slug]
    subsection, tag = VIETNAMESE_SUBSECTION[story.slug]
    most = "".join(f'<li><a href="/x/{i}.html">{escape(h)}</a></li>' for i, h in enumerate(VIETNAMESE_MOST))
    html = head(story, "Tin Nhanh Việt", json_ld(story, "Tin Nhanh Việt")) + f"""<body>
<header class="header"><a class="logo" href="/">Tin Nhanh Việt</a><nav class="main-nav"><ul><li><a href="/thoi-su">Thời sự</a></li>
<li><a href="/the-gioi">Thế giới</a></li><li><a href="/kinh-doanh">Kinh doanh</a></li><li><a href="/giai-tri">Giải trí</a></li>
<li><a href="/the-thao">Thể thao</a></li><li><a href="/phap-luat">Pháp luật</a></li></ul></nav></header>
<section class="section page-detail"><div class="container"><div class="sidebar-1">
<div class="header-content"><ul class="breadcrumb"><li><a href="/{story.kicker.lower()}">{escape(story.kicker)}</a></li><li><a href="/sub">{escape(subsection)}</a></li></ul>
<span class="date">{escape(story.date_text)}</span></div>
<h1 class="title-detail">{escape(story.headline)}</h1>
<p class="description">{escape(story.dek)}</p>
<article class="fck_detail">
{paras(p[:2], "Normal")}
<figure class="tplCaption"><img src="/images/{story.slug}.jpg" alt=""><figcaption><p class="Image">{escape(story.caption)} {escape(story.credit)}</p></figcaption></figure>
{paras(p[2:3], "Normal")}
<p class="Normal"><strong>Xem thêm:</strong> <a href="/x/a1.html">{escape(also)}</a></p>
{paras(p[3:4], "Normal")}
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[4:], "Normal")}
<p class="Normal" style="text-align:right;"><strong>{escape(story.author)}</strong></p>
</article>
<p class="back"><a href="/{story.kicker.lower()}">Trở lại {escape(story.kicker)}</a></p>
<div class="social"><span>Chia sẻ</span> <a href="#">Facebook</a> <a href="#">Zalo</a> <a href="#">Sao chép liên kết</a></div>
<div class="tags"><h4>Tags</h4><a href="/tag/1">{escape(story.kicker)}</a> <a href="/tag/2">{escape(tag)}</a></div>
<div class="box-comment"><h3>Ý kiến ({n})</h3><p class="comment-note">Ý kiến của bạn sẽ được biên tập trước khi đăng.</p>
<div class="comment-item"><b>{escape(reader)}</b><p>{escape(comment)}</p></div></div>
<div class="box-tinlienquan"><h3>Tin liên quan</h3><ul><li><a href="/x/r1.html">{escape(rel1)}</a></li><li><a href="/x/r2.html">{escape(rel2)}</a></li></ul></div>
</div><div class="sidebar-2"><div class="xem-nhieu"><h3>Xem nhiều</h3><ul>{most}</ul></div></div></div></section>
<footer><p>Báo điện tử Tin Nhanh Việt. Giấy phép số 548/GP-BTTTT cấp ngày 24/8/2021.</p><p>© Bản quyền thuộc về Tin Nhanh Việt.</p></footer></body></html>"""
    return Page("fresh12-vietnamese-portal", html, f"https://tinnhanhviet.example.vn/{story.slug}-4812{len(story.slug)}.html",
                every_must(story),
                (story.headline, story.dek, subsection, story.date_text, "(GMT+7)", story.caption, story.credit,
                 "Xem thêm:", also, story.author, f"Trở lại {story.kicker}", "Chia sẻ", "Zalo", "Sao chép liên kết", "Tags",
                 tag, f"Ý kiến ({n})", "Ý kiến của bạn sẽ được biên tập", reader, comment,
                 "Tin liên quan", rel1, rel2, "Xem nhiều", VIETNAMESE_MOST[0], VIETNAMESE_MOST[2], "Giấy phép số 548/GP-BTTTT",
                 "Bản quyền thuộc về"))


UKRAINIAN_LINKS = {"shkoly-ukryttia": ("Скільки шкіл Львівщини готові до очного навчання: дані ОВА",
                                       "МОН оновило вимоги до укриттів у закладах освіти"),
                   "elektrobusy-poltava": ("У Полтаві з 1 червня змінюється вартість проїзду в маршрутках",
                                           "Як працюватиме єдиний квиток у громадському транспорті")}
UKRAINIAN_VIEWS = {"shkoly-ukryttia": "4 512", "elektrobusy-poltava": "2 187"}
UKRAINIAN_TAGS = {"shkoly-ukryttia": ("Львів", "освіта", "безпека в школах"),
                  "elektrobusy-poltava": ("Полтава", "транспорт", "громадський транспорт")}
UKRAINIAN_PARTNERS = ("Як обрати генератор для квартири: поради експертів", "Курс валют на вихідні: що буде з доларом")
UKRAINIAN_LATEST = (("15:02", "Укрзалізниця призначила додаткові поїзди до Карпат"),
                    ("14:47", "Синоптики попередили про грози на заході країни"),
                    ("14:31", "У Києві відкрили новий пункт незламності"))


def ukrainian_outlet(story: Story) -> Page:
    """A Ukrainian online outlet: the language switch "Читать на русском", the section, the
    headline and the subtitle, "Автор:", the date, "Переглядів:", "Читайте також:" lines, a photo
    credited "Фото: ..." and a Telegram-channel promo inside the story, "Помітили помилку?
    Виділіть її та натисніть Ctrl+Enter", "Теги:", a donation box ("Підтримати"), "Новини
    партнерів" and "Останні новини" with their times."""
    p = story.paragraphs
    also1, also2 = UKRAINIAN_LINKS[story.slug]
    tags = " ".join(f'<a href="/tag/{i}">{escape(t)}</a>' for i, t in enumerate(UKRAINIAN_TAGS[story.slug]))
    partners = "".join(f'<li><a href="https://partner.example.com/{i}" rel="sponsored">{escape(h)}</a></li>'
                       for i, h in enumerate(UKRAINIAN_PARTNERS))
    latest = "".join(f'<li><time>{t}</time> <a href="/news/l{i}">{escape(h)}</a></li>' for i, (t, h) in enumerate(UKRAINIAN_LATEST))
    html = head(story, "Новини Регіонів", json_ld(story, "Новини Регіонів")) + f"""<body>
<header class="header"><a class="logo" href="/">Новини Регіонів</a><nav><a href="/news">Новини</a> <a href="/economics">Економіка</a>
<a href="/society">Суспільство</a> <a href="/sport">Спорт</a> <a href="/culture">Культура</a></nav>
<a class="lang-switch" href="/ru/news/{story.slug}">Читать на русском</a></header>
<main class="content"><article class="post">
<div class="post__head"><a class="post__rubric" href="/society">{escape(story.kicker)}</a>
<h1 class="post__title">{escape(story.headline)}</h1><p class="post__subtitle">{escape(story.dek)}</p>
<div class="post__info"><span>Автор: <a href="/author/x">{escape(story.author)}</a></span>
<time datetime="{story.date}">{escape(story.date_text)}</time> <span class="views">Переглядів: {UKRAINIAN_VIEWS[story.slug]}</span></div></div>
<div class="post__text">
{paras(p[:2])}
<p><strong>Читайте також:</strong> <a href="/news/a1">{escape(also1)}</a></p>
{paras(p[2:3])}
<figure class="post__image"><img src="/uploads/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)}<span class="source">{escape(story.credit)}</span></figcaption></figure>
{paras(p[3:4])}
<div class="telegram-promo"><p>Підписуйтесь на наш Telegram-канал, щоб першими дізнаватися головні новини регіону.</p><a href="https://t.me/example">Підписатися</a></div>
<h3>{escape(story.subhead)}</h3>
{story_list(story)}
{paras(p[4:5])}
<p><strong>Читайте також:</strong> <a href="/news/a2">{escape(also2)}</a></p>
{paras(p[5:])}
</div>
<p class="post__mistake">Помітили помилку? Виділіть її та натисніть Ctrl+Enter</p>
<div class="post__tags"><span>Теги:</span> {tags}</div>
<div class="donate"><h4>Підтримайте незалежну журналістику</h4><p>Ми працюємо для вас щодня. Ваш внесок допомагає нам залишатися незалежними.</p><a href="/donate">Підтримати</a></div>
</article>
<section class="partners"><h3>Новини партнерів</h3><ul>{partners}</ul></section>
<aside class="latest"><h3>Останні новини</h3><ul>{latest}</ul></aside></main>
<footer><p>© 2024 Новини Регіонів. Усі права захищені. Використання матеріалів дозволяється за умови гіперпосилання.</p></footer></body></html>"""
    return Page("fresh12-ukrainian-outlet", html, f"https://novyny-regioniv.example.ua/news/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "Читать на русском", "Автор:", story.author, story.date_text, "Переглядів:",
                 UKRAINIAN_VIEWS[story.slug], "Читайте також:", also1, also2, story.caption, story.credit,
                 "Підписуйтесь на наш Telegram-канал", "Підписатися", "Помітили помилку?", "Ctrl+Enter", "Теги:",
                 UKRAINIAN_TAGS[story.slug][2], "Підтримайте незалежну журналістику", "Ваш внесок допомагає",
                 "Підтримати", "Новини партнерів", UKRAINIAN_PARTNERS[0], "Останні новини", UKRAINIAN_LATEST[1][1],
                 "Усі права захищені"))


POLISH_VIDEO = {"tramwaj-jagodno": ("Pierwszy przejazd tramwaju na Jagodno. Zobacz nagranie", "01:42"),
                "sinice-zatoka": ("Zielona woda w Sopocie. Tak wyglądają sinice z bliska", "00:58")}
POLISH_ALSO = {"tramwaj-jagodno": "Wrocław kupi 40 nowych tramwajów. Pierwsze wyjadą w 2026 roku",
               "sinice-zatoka": "Gdzie nad Bałtykiem jest najczystsza woda? Sprawdziliśmy wyniki badań"}
POLISH_COMMENTS = {"tramwaj-jagodno": 48, "sinice-zatoka": 112}
POLISH_RECOMMENDED = ("Ceny na wakacje nad morzem. Tyle zapłacimy za nocleg w Łebie",
                      "Nowe przepisy dla kierowców od października. Kary wyższe nawet o połowę",
                      "Prognoza pogody na weekend. Wraca upał")
POLISH_LATEST = (("13:52", "Pożar hali magazynowej pod Poznaniem. Kłęby dymu widać z kilku kilometrów"),
                 ("13:37", "Rekordowa liczba pasażerów na lotnisku w Katowicach"))


def polish_portal(story: Story) -> Page:
    """A Polish commercial news portal: the region's section, the headline, "Autor:", "Data
    utworzenia:", "Udostępnij", "Skomentuj (48)", the bold lead in the story's own box, "Dalsza
    część artykułu pod materiałem wideo" over a video box with its title and length, "Zobacz
    też:", "REKLAMA" between the paragraphs, the closing "Źródło: PAP, ..." line, "Masz newsa,
    zdjęcie lub filmik? Prześlij nam...", "Tematy:", "Polecane dla ciebie", the comments box and
    "Najnowsze"."""
    p = story.paragraphs
    video, length = POLISH_VIDEO[story.slug]
    n = POLISH_COMMENTS[story.slug]
    recommended = "".join(f'<li><a href="/wiadomosci/p{i}">{escape(h)}</a></li>' for i, h in enumerate(POLISH_RECOMMENDED))
    latest = "".join(f'<li><span>{t}</span> <a href="/wiadomosci/n{i}">{escape(h)}</a></li>' for i, (t, h) in enumerate(POLISH_LATEST))
    html = head(story, "Portal Wiadomości", json_ld(story, "Portal Wiadomości")) + f"""<body>
<header class="header"><a class="logo" href="/">Portal Wiadomości</a><nav><a href="/kraj">Kraj</a> <a href="/swiat">Świat</a>
<a href="/regiony">Regiony</a> <a href="/biznes">Biznes</a> <a href="/sport">Sport</a> <a href="/pogoda">Pogoda</a></nav>
<a class="login" href="/poczta">Poczta</a></header>
<main><article class="article" data-section="regiony">
<div class="article__header"><a class="article__section" href="/regiony/{story.kicker.lower()}">{escape(story.kicker)}</a>
<h1 class="article__title">{escape(story.headline)}</h1>
<div class="article__meta"><span class="article__author">Autor: {escape(story.author)}</span>
<span class="article__date">Data utworzenia: {escape(story.date_text)}</span></div>
<div class="article__actions"><a href="#">Udostępnij</a> <a href="#comments">Skomentuj ({n})</a></div></div>
<figure class="article__photo"><img src="/foto/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)} <span class="author">{escape(story.credit)}</span></figcaption></figure>
<div class="article__body">
<p class="article__lead"><strong>{escape(p[0])}</strong></p>
{paras(p[1:2])}
<div class="video-box"><p class="video-box__label">Dalsza część artykułu pod materiałem wideo</p>
<div class="video-box__player"><span class="video-box__title">{escape(video)}</span> <span class="video-box__length">{length}</span></div></div>
{paras(p[2:3])}
<p><strong>Zobacz też:</strong> <a href="/wiadomosci/zt">{escape(POLISH_ALSO[story.slug])}</a></p>
<div class="adv"><span class="adv__label">REKLAMA</span></div>
{paras(p[3:4])}
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[4:])}
<p class="article__source">Źródło: PAP, Portal Wiadomości</p>
</div>
<div class="article__report"><p>Masz newsa, zdjęcie lub filmik? Prześlij nam przez formularz kontaktowy lub napisz na kontakt@portal.example.pl</p></div>
<div class="article__tags"><span>Tematy:</span> <a href="/tag/1">{escape(story.kicker)}</a> <a href="/tag/2">komunikacja</a> <a href="/tag/3">pogoda</a></div>
</article>
<section class="recommended"><h3>Polecane dla ciebie</h3><ul>{recommended}</ul></section>
<section id="comments" class="comments"><h3>Komentarze ({n})</h3><p>Dodaj komentarz jako gość lub zaloguj się.</p></section>
<aside class="latest"><h3>Najnowsze</h3><ul>{latest}</ul></aside></main>
<footer><p>© 2024 Portal Wiadomości. Wszelkie prawa zastrzeżone.</p></footer></body></html>"""
    return Page("fresh12-polish-portal", html, f"https://wiadomosci.portal.example.pl/{story.slug}-{7000 + n}a",
                every_must(story),
                (story.headline, "Poczta", "Autor:", story.author, "Data utworzenia:", story.date_text, "Udostępnij",
                 f"Skomentuj ({n})", story.caption, story.credit, "Dalsza część artykułu pod materiałem wideo", video,
                 length, "Zobacz też:", POLISH_ALSO[story.slug], "REKLAMA", "Źródło: PAP, Portal Wiadomości",
                 "Masz newsa, zdjęcie lub filmik?", "kontakt@portal.example.pl", "Tematy:", "komunikacja",
                 "Polecane dla ciebie", POLISH_RECOMMENDED[0], POLISH_RECOMMENDED[2], f"Komentarze ({n})",
                 "Dodaj komentarz jako gość", "Najnowsze", POLISH_LATEST[0][1], "Wszelkie prawa zastrzeżone"))


CRYPTO_STRIP = (("BTC", "$67,412.10", "+2.14%"), ("ETH", "$2,618.55", "-0.87%"), ("SOL", "$152.30", "+4.02%"),
                ("XRP", "$0.5421", "+0.33%"))
CRYPTO_WIDGET = {"stablecoin-audit": ("TSD", "Tessera Dollar", "$1.0002", "+0.01%"),
                 "ether-upgrade-delay": ("ETH", "Ether", "$2,618.55", "-0.87%")}
CRYPTO_EDITOR = {"stablecoin-audit": "Nikhilesh Varma", "ether-upgrade-delay": "Sheldon Reyes"}
CRYPTO_READ_MORE = {"stablecoin-audit": ("Why stablecoin attestations are not audits",
                                         "Bahamas regulator tightens rules for crypto banking"),
                    "ether-upgrade-delay": ("What is account abstraction, and why does Ethereum want it?",
                                            "Holesky test network stalls after client bug")}
CRYPTO_BIO = {"stablecoin-audit": "Priya Raman covers stablecoins and payments policy. She holds BTC above the company's $1,000 disclosure threshold.",
              "ether-upgrade-delay": "Daniel Osei reports on Ethereum and layer-2 networks. He holds ETH and SOL below the company's $1,000 disclosure threshold."}
CRYPTO_LATEST = ("Bitcoin miners' revenue falls to six-month low", "Solana DEX volume overtakes Ethereum for third week",
                 "Hong Kong approves two more crypto exchanges")


def crypto_news(story: Story) -> Page:
    """A crypto-markets news site: a live price strip over the page, the section, the headline and
    the subtitle, "By ... | Edited by ...", "Updated ... Published ...", a price widget with its
    change and "Trade now" and a chart with its data caption between the paragraphs, "Read more:"
    lines, the closing "Disclosure:" paragraph inside the story, the "not investment advice"
    disclaimer, the author's bio with the holdings line, a newsletter sign-up, "Latest Crypto News"
    and "Top Assets"."""
    p = story.paragraphs
    strip = "".join(f'<li class="ticker"><span class="sym">{s}</span> <span class="px">{px}</span> <span class="chg">{c}</span></li>'
                    for s, px, c in CRYPTO_STRIP)
    sym, name, price, change = CRYPTO_WIDGET[story.slug]
    more1, more2 = CRYPTO_READ_MORE[story.slug]
    editor = CRYPTO_EDITOR[story.slug]
    latest = "".join(f'<li><a href="/markets/l{i}">{escape(h)}</a><span>{i + 1}h ago</span></li>' for i, h in enumerate(CRYPTO_LATEST))
    html = head(story, "CoinLedger", json_ld(story, "CoinLedger")) + f"""<body>
<div class="price-strip"><ul>{strip}</ul></div>
<header class="site-header"><a class="logo" href="/">CoinLedger</a><nav><a href="/markets/">Markets</a> <a href="/policy/">Policy</a>
<a href="/tech/">Tech</a> <a href="/data/">Prices</a> <a href="/newsletters/">Newsletters</a></nav></header>
<main><article class="article-layout">
<div class="article-header"><a class="category" href="/{story.kicker.lower()}/">{escape(story.kicker)}</a>
<h1>{escape(story.headline)}</h1><h2 class="subheadline">{escape(story.dek)}</h2>
<div class="byline">By <a href="/author/x">{escape(story.author)}</a> | Edited by <a href="/author/y">{escape(editor)}</a></div>
<div class="timestamps"><span>Updated {escape(story.date_text)}</span> <span>Published {escape(story.date_text)}</span></div></div>
<div class="article-body">
{paras(p[:2])}
<div class="price-widget"><span class="price-widget__name">{escape(name)}</span> <span class="price-widget__sym">{sym}</span> <span class="price-widget__price">{price}</span> <span class="price-widget__change">{change}</span> <a class="price-widget__cta" href="/trade/">Trade now</a></div>
{paras(p[2:3])}
<p><strong>Read more:</strong> <a href="/{story.kicker.lower()}/r1">{escape(more1)}</a></p>
{paras(p[3:4])}
<figure class="chart-embed"><div class="chart" data-symbol="{sym}"></div><figcaption>{escape(story.caption)} ({escape(story.credit)})</figcaption></figure>
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[4:5])}
<p><strong>Read more:</strong> <a href="/{story.kicker.lower()}/r2">{escape(more2)}</a></p>
{paras(p[5:])}
<p class="disclosure"><em><strong>Disclosure:</strong> This article was edited by {escape(editor)} and checked against CoinLedger's editorial policies.</em></p>
</div>
<div class="disclaimer"><p>The information on this site is for general information only and is not investment advice. Prices are
indicative and may be delayed.</p></div>
<div class="author-bio"><h3>About the author</h3><p>{escape(CRYPTO_BIO[story.slug])}</p></div>
<div class="newsletter"><h3>The Daily Ledger</h3><p>The day's crypto news and market moves in your inbox every weekday morning.</p>
<form><input type="email" placeholder="Email"><button>Sign up</button></form><p class="fine">By signing up, you agree to our Terms of Use and Privacy Policy.</p></div>
</article>
<section class="latest"><h3>Latest Crypto News</h3><ul>{latest}</ul></section>
<aside class="top-assets"><h3>Top Assets</h3><table><tr><td>Bitcoin</td><td>$67,412.10</td></tr><tr><td>Ethereum</td><td>$2,618.55</td></tr></table></aside></main>
<footer><p>© 2025 CoinLedger. All rights reserved. Do not sell my personal information.</p></footer></body></html>"""
    return Page("fresh12-crypto-news", html, f"https://www.coinledger.example.com/{story.kicker.lower()}/{story.date[:10].replace('-', '/')}/{story.slug}",
                every_must(story),
                (story.headline, story.dek, "$67,412.10", "+4.02%", "Newsletters", f"By {story.author}", "Edited by",
                 editor, "Updated", "Published", story.date_text, f"{name} {sym}", price, "Trade now", "Read more:", more1, more2,
                 story.caption, story.credit, "Disclosure:", "checked against CoinLedger's editorial policies",
                 "is not investment advice", "Prices are", "About the author", CRYPTO_BIO[story.slug],
                 "The day's crypto news and market moves", "By signing up, you agree", "Latest Crypto News",
                 CRYPTO_LATEST[0], CRYPTO_LATEST[2], "Top Assets", "Do not sell my personal information"))


ROMANIAN_VIDEO = {"parcare-cluj": "Știri TV Cluj", "plaje-constanta": "Știri TV Constanța"}
ROMANIAN_ALSO = {"parcare-cluj": ("Cluj-Napoca, pe primul loc în topul orașelor cu cele mai scumpe chirii",
                                  "Metroul din Cluj: primele stații vor fi gata în 2028"),
                 "plaje-constanta": ("Cât costă un șezlong în Mamaia în sezonul 2024",
                                     "Litoralul, plin de turiști de 1 Mai. Cazările, ocupate în proporție de 90%")}
ROMANIAN_EDITOR = {"parcare-cluj": "Ana Pop", "plaje-constanta": "Mihai Stan"}
ROMANIAN_UPDATED = {"parcare-cluj": "10-02-2025 11:02", "plaje-constanta": "03-04-2024 14:48"}
ROMANIAN_PARTNERS = ("Ce trebuie să știi înainte să cumperi o mașină electrică", "Rețeta de cozonac a bunicii")
ROMANIAN_MOST = ("Prognoza meteo pentru weekend: ploi în jumătate de țară", "Cursul euro a crescut din nou",
                 "Ce zile libere avem în 2025")


def romanian_tv(story: Story) -> Page:
    """A Romanian television channel's news site: the section, the headline, "Data publicării:" /
    "Data actualizării:", the author, a video box with "Sursa video:" opening the story, "Citește
    și:" lines and "Articolul continuă după reclamă" between the paragraphs, a photo credited
    "Foto: Inquam Photos / ...", the editor's name in an italic paragraph closing the story,
    "Etichete:", a Google News promo, "Partenerii noștri" and "Cele mai citite"."""
    p = story.paragraphs
    also1, also2 = ROMANIAN_ALSO[story.slug]
    editor = ROMANIAN_EDITOR[story.slug]
    partners = "".join(f'<li><a href="https://partener.example.ro/{i}">{escape(h)}</a></li>' for i, h in enumerate(ROMANIAN_PARTNERS))
    most = "".join(f'<li><a href="/stiri/m{i}">{escape(h)}</a></li>' for i, h in enumerate(ROMANIAN_MOST))
    html = head(story, "Știri TV", json_ld(story, "Știri TV")) + f"""<body>
<header class="header"><a class="logo" href="/">Știri TV</a><nav><a href="/actualitate">Actualitate</a> <a href="/politica">Politică</a>
<a href="/economie">Economie</a> <a href="/externe">Externe</a> <a href="/sport">Sport</a> <a href="/live">Live TV</a></nav></header>
<main><article class="article">
<div class="article-head"><a class="article-section" href="/actualitate">{escape(story.kicker)}</a>
<h1 class="article-title">{escape(story.headline)}</h1>
<div class="article-meta"><span>Data publicării: {escape(story.date_text)}</span> <span>Data actualizării: {escape(ROMANIAN_UPDATED[story.slug])}</span>
<span class="author">Autor: {escape(story.author)}</span></div>
<div class="share"><a href="#">Distribuie pe Facebook</a> <a href="#">WhatsApp</a></div></div>
<div class="article-body">
<div class="video-box"><div class="player"></div><p class="video-source">Sursa video: {ROMANIAN_VIDEO[story.slug]}</p></div>
{paras(p[:2])}
<p><strong>Citește și:</strong> <a href="/stiri/a1">{escape(also1)}</a></p>
{paras(p[2:3])}
<div class="ad-inline"><p class="ad-note">Articolul continuă după reclamă</p><div id="ad-2"></div></div>
{paras(p[3:4])}
<figure class="photo"><img src="/foto/{story.slug}.jpg" alt=""><figcaption>{escape(story.caption)}. {escape(story.credit)}</figcaption></figure>
<h2>{escape(story.subhead)}</h2>
{story_list(story)}
{paras(p[4:5])}
<p><strong>Citește și:</strong> <a href="/stiri/a2">{escape(also2)}</a></p>
{paras(p[5:])}
<p><em>Editor: {escape(editor)}</em></p>
</div>
<div class="tags"><span>Etichete:</span> <a href="/tag/1">{escape(story.kicker)}</a> <a href="/tag/2">lucrări</a> <a href="/tag/3">administrație locală</a></div>
<div class="google-news"><p>Urmărește știrile Știri TV și pe Google News</p></div>
</article>
<section class="partners"><h3>Partenerii noștri</h3><ul>{partners}</ul></section>
<aside class="most-read"><h3>Cele mai citite</h3><ol>{most}</ol></aside></main>
<footer><p>© 2025 Știri TV. Toate drepturile rezervate. Reproducerea conținutului fără acord este interzisă.</p></footer></body></html>"""
    return Page("fresh12-romanian-tv", html, f"https://www.stiritv.example.ro/actualitate/{story.slug}-{len(story.headline) * 1013}",
                every_must(story),
                (story.headline, "Live TV", "Data publicării:", story.date_text, "Data actualizării:", ROMANIAN_UPDATED[story.slug],
                 f"Autor: {story.author}", "Distribuie pe Facebook", "Sursa video:", ROMANIAN_VIDEO[story.slug], "Citește și:",
                 also1, also2, "Articolul continuă după reclamă", story.caption, story.credit, f"Editor: {editor}", "Etichete:",
                 "administrație locală", "Urmărește știrile Știri TV și pe Google News", "Partenerii noștri",
                 ROMANIAN_PARTNERS[0], "Cele mai citite", ROMANIAN_MOST[0], ROMANIAN_MOST[2], "Toate drepturile rezervate"))


def fresh12_pages() -> list[Page]:
    """Every page of the fresh-12 layouts, named ``<layout>/<story>``: each layout wraps two stories of its own."""
    (canteens, coffee, desalination, brt, metro, durian, shelters, ebuses, tram, algae, stablecoin, upgrade,
     parking, beaches) = FRESH12_STORIES
    chosen: tuple[tuple[Fresh12Layout, tuple[Story, ...]], ...] = (
        (chinese_portal, (canteens, coffee)),
        (arabic_news, (desalination, brt)),
        (vietnamese_portal, (metro, durian)),
        (ukrainian_outlet, (shelters, ebuses)),
        (polish_portal, (tram, algae)),
        (crypto_news, (stablecoin, upgrade)),
        (romanian_tv, (parking, beaches)))
    return pages_of(chosen)
