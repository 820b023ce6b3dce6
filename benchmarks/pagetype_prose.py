"""Text of the long-prose pages that are no articles, for the four training templates of session 32.

A research institute, a district council, a charity and a trade magazine:
their promotion, landing, careers, "about us", service, FAQ and reference
pages, written as such sites write them (six to ten paragraphs of prose,
few links, no dateline, no byline). Used by ``benchmarks/pagetype_pages.py``
(``PROSE_KINDS``). Written for this fixture set.

Each page: (title, description, ((heading, (paragraph, ...)), ...)); a
heading of "" puts its paragraphs under the h1.
"""

from __future__ import annotations

Page = tuple[str, str, tuple[tuple[str, tuple[str, ...]], ...]]

INSTITUTE: dict[str, Page] = {
    "promo": ("Analytical services for industry and public bodies",
              "Sediment, water and biota analysis from an accredited laboratory.", (
        ("", (
            "The Halvorsen Institute runs one of the best-equipped marine analytical laboratories in northern Europe, "
            "and most of its capacity is open to partners outside the institute. Port authorities, offshore wind "
            "developers, water utilities and environmental agencies send us samples every week, and we return results "
            "that stand up in planning inquiries, in court and in peer review.",
            "Our laboratory is accredited to ISO/IEC 17025 for more than 140 methods, from trace metals and "
            "persistent organic pollutants in sediment to microplastics, nutrients and eDNA in seawater. Every "
            "method is validated in-house, run alongside certified reference materials and checked in international "
            "ring trials twice a year.")),
        ("What we offer", (
            "Routine monitoring packages cover the parameters required by the Water Framework Directive and the Marine "
            "Strategy Framework Directive, reported in the formats the competent authorities expect. Turnaround for a "
            "standard package is ten working days; an express service returns priority parameters within 72 hours.",
            "For dredging and construction projects we design the sampling campaign with you, provide the vessel time "
            "and the coring equipment, and deliver a single report that a licensing authority can read without "
            "further questions. Our scientists have given expert evidence in more than thirty consenting processes.",
            "Where no standard method exists, our research groups develop one. Recent examples include a screening "
            "method for tyre-wear particles in estuarine mud and a rapid test for harmful algal toxins in shellfish "
            "that a regional fisheries authority now uses every week of the season.")),
        ("Why work with us", (
            "Revenue from commercial work flows back into the institute's research, and our analysts work side by "
            "side with scientists who publish on the same questions you are asking. You get a laboratory and a "
            "research partner in one, with the independence of a publicly funded institute.",
            "Tell us about your project and we will send a proposal with methods, detection limits, timelines and "
            "prices within five working days. Framework agreements with fixed rates are available for clients who "
            "send more than two hundred samples a year.")))),
    "landing": ("Coastal Futures: a research programme for the next thirty years",
                "How the institute's largest programme studies the coasts our grandchildren will live on.", (
        ("", (
            "Sea levels are rising, storms are reshaping sandbanks that took centuries to form, and the communities "
            "behind the dunes need to know what the next thirty years will bring. Coastal Futures brings together "
            "six research groups, two research vessels and more than ninety scientists to answer that question for "
            "the North Sea and Baltic coasts.",)),
        ("Three questions, one coastline", (
            "The programme is organised around three questions. How fast will the coastline move under different "
            "emission pathways? Which natural defences, from salt marshes to seagrass meadows, can keep pace, and "
            "what do they need from us? And how can towns, farmers and port operators plan for a coast that will "
            "not stay where it is?",
            "Each question is led by a pair of principal investigators from different disciplines, so that "
            "oceanographers work alongside economists and ecologists alongside engineers. Results are shared "
            "across the programme every quarter and published openly, data included.")),
        ("Working with the people on the coast", (
            "Coastal Futures is not done in the laboratory alone. Twelve partner municipalities host long-term "
            "observation sites, and their planners sit on the programme's advisory board. Fishers, farmers and "
            "schools take part in our citizen science projects, measuring erosion with their phones and reporting "
            "what they see after every storm.",
            "We run an open day at each observation site every summer, and our researchers visit schools along "
            "the coast throughout the year. If your organisation would like to host a site, take part in a study "
            "or simply learn more, our programme office would be glad to hear from you.")),
        ("Funding and governance", (
            "The programme is funded by the federal research ministry and the four coastal states until 2034, with "
            "an option to extend. An international scientific advisory board reviews its progress every two years, "
            "and its reports are published on this site in full.",)))),
    "careers": ("Careers at the institute", "Research, technical and administrative posts, doctoral positions.", (
        ("", (
            "Around 420 people from 38 countries work at the Halvorsen Institute: scientists and engineers, ship's "
            "crews and laboratory technicians, librarians, IT specialists and administrators. What they share is "
            "curiosity about the sea and the wish to do work that matters beyond the institute's walls.",)),
        ("What we offer", (
            "We offer contracts under the public sector collective agreement, flexible working hours and the option "
            "to work from home for part of the week where the job allows it. Our family office helps with childcare "
            "places, schools and dual-career questions, and an on-site kindergarten has places reserved for the "
            "children of staff.",
            "Early-career researchers join a structured programme with mentoring, courses in teaching, leadership "
            "and research funding, and a budget for conferences. Technical staff can take vocational qualifications "
            "while they work, and many of our laboratory managers started here as apprentices.")),
        ("How to apply", (
            "All vacancies are published on this page and in our applicant portal. Please apply online with a "
            "cover letter, a CV and the documents the advertisement asks for; we do not need photographs or dates "
            "of birth. We read every application and aim to reply within four weeks of the closing date.",
            "The institute is committed to equal opportunities. We particularly welcome applications from women in "
            "fields where they are under-represented, and applicants with disabilities are given preference where "
            "qualifications are equal. Questions about a post go to the contact named in its advertisement.")))),
    "aboutlong": ("About the institute", "A publicly funded institute for coastal and marine research.", (
        ("", (
            "The Halvorsen Institute for Coastal Research is an independent, publicly funded research institute "
            "founded in 1958 on the island of Nordholm. It studies the coasts and shelf seas of northern Europe: how "
            "they work, how they are changing and how people can live with them.",
            "The institute was founded by the marine biologist Ingrid Halvorsen, who began recording plankton in the "
            "harbour with a rowing boat and a borrowed microscope. Her time series, continued every working day "
            "since, is now one of the longest records of its kind in the world.")),
        ("Our research", (
            "Research at the institute is organised in five departments: physical oceanography, marine "
            "biogeochemistry, coastal ecology, sediment dynamics and human-environment systems. Cross-cutting "
            "programmes such as Coastal Futures bring the departments together around questions no single "
            "discipline can answer.",
            "We operate two research vessels, a network of coastal observatories, a marine station on Nordholm and "
            "a data centre that makes our observations freely available. Our scientists publish around 350 "
            "peer-reviewed papers a year and advise governments and international bodies.")),
        ("Our people and partners", (
            "Around 420 people work at the institute, including 90 doctoral researchers who study with our partner "
            "universities. We work with more than 200 partner institutions worldwide and host visiting scientists "
            "from every continent each year.",
            "The institute is a member of the national research association and is funded jointly by the federal "
            "government and the coastal states. Its board of trustees, scientific advisory board and staff council "
            "are described in our governance pages.")))),
    "study": ("Study with us: doctoral and master's research at the institute",
              "Doctoral programmes, master's theses and internships.", (
        ("", (
            "Every year around twenty-five doctoral researchers start their projects at the Halvorsen Institute. "
            "They are enrolled at one of our five partner universities, supervised jointly by a university professor "
            "and an institute scientist, and work in our laboratories, on our ships and at our observatories.",)),
        ("The graduate school", (
            "Our graduate school, Sea and Society, offers a three-year curriculum of courses in statistics, "
            "scientific writing, ocean modelling and science communication. Doctoral researchers take part in at "
            "least one research cruise, present their work at the institute's annual symposium and can spend up to "
            "six months at a partner institution abroad.",
            "Positions are advertised twice a year, in January and in August, on our careers page. Candidates "
            "need a master's degree in a relevant field; the selection includes an interview and a short "
            "presentation. All doctoral positions are paid under the collective agreement.")),
        ("Master's theses and internships", (
            "Students of our partner universities can write their master's thesis at the institute. Our research "
            "groups publish open topics each semester, and we welcome students who propose a project of their own. "
            "Internships of two to six months are available in most departments for students in their final years.",
            "Students from abroad should contact the graduate school office early: we help with visas, "
            "accommodation on the island and the university paperwork.")))),
    "department": ("Department of Sediment Dynamics", "How sand and mud move, and what that means for coasts and ports.", (
        ("", (
            "The Department of Sediment Dynamics studies how sand and mud are eroded, transported and deposited in "
            "estuaries, tidal flats and the shallow shelf. Its thirty scientists combine field measurements, "
            "laboratory flumes and numerical models to understand processes that range from single grains to whole "
            "coastlines.",
            "Much of the department's work has direct practical use. Port authorities use our models to plan "
            "dredging, coastal engineers use our measurements to design nourishment schemes, and national agencies "
            "use our maps of the seabed to site wind farms and cables.")),
        ("Research groups", (
            "The department has four research groups. Estuarine Processes studies turbidity maxima and fluid mud in "
            "navigation channels. Tidal Flat Morphology follows the Wadden Sea's channels and shoals over decades. "
            "Shelf Sediments maps the seabed and the habitats it supports. Modelling develops the open-source model "
            "suite the other groups and many outside users rely on.",)),
        ("Facilities", (
            "The department runs the institute's large wave and current flume, a sediment laboratory with "
            "particle-size and erosion-threshold instruments, and a fleet of benthic landers that record currents, "
            "waves and suspended sediment for months at a time.",)))),
    "faq": ("Frequently asked questions about visiting the institute", "Visits, school groups, the library and the marine station.", (
        ("Can I visit the institute?", (
            "The research buildings are not open to the public, but our visitor centre at the harbour is open from "
            "Tuesday to Sunday, April to October. Guided tours of the marine station run every Saturday in summer "
            "and can be booked online; places are limited to twelve people per tour.",)),
        ("Do you offer programmes for schools?", (
            "Yes. Our school laboratory hosts classes from year seven upwards for day courses on plankton, tides "
            "and climate. Courses are free for schools in the coastal states; please book at least eight weeks "
            "ahead, as the spring dates fill quickly.",)),
        ("Can I use the library?", (
            "External researchers may use the library by appointment. Most of our journals are available "
            "electronically only on the institute's network; the librarians can arrange a guest account for the "
            "duration of your visit.",)),
        ("I have found a stranded animal or unusual object on the beach. Who do I call?", (
            "Stranded marine mammals should be reported to the coastal rescue service, not to the institute. For "
            "unusual objects, oil or dead birds in large numbers, call the environmental agency's hotline. If you "
            "think you have found one of our drifting instruments, the number on its label reaches our "
            "operations desk day and night.",)))),
}

COUNCIL: dict[str, Page] = {
    "service": ("Apply for planning permission", "How to apply, what it costs and how long it takes.", (
        ("", (
            "You may need planning permission if you want to build something new, make a major change to your "
            "building such as an extension, or change the use of your building. Some smaller projects are covered "
            "by permitted development rights and do not need an application, but it is your responsibility to check "
            "before you start work.",)),
        ("Before you apply", (
            "We strongly recommend that you use our pre-application advice service for anything larger than a "
            "household extension. A planning officer will look at your proposals, tell you which policies apply and "
            "point out any problems early, when they are cheapest to fix. Written advice for a householder "
            "proposal costs 95 pounds; larger schemes are charged by size.",
            "Check whether your property is in a conservation area or is a listed building, as different rules "
            "apply. You can find this on our interactive planning map, along with flood zones, tree preservation "
            "orders and the planning history of the site.")),
        ("How to apply", (
            "Most applications are made online through the national Planning Portal, which sends them to us "
            "automatically. You will need a site location plan, drawings of the existing and proposed building, "
            "the correct fee and any supporting documents listed in our local validation checklist. Incomplete "
            "applications cannot be registered, and the clock does not start until they are complete.",
            "Once your application is valid we will publish it on our website, write to your neighbours and may put "
            "up a site notice. Anyone can comment within 21 days. Most householder applications are decided within "
            "eight weeks; major developments within thirteen.")),
        ("After a decision", (
            "If permission is granted, read the conditions carefully: some must be met before work starts. If your "
            "application is refused, the decision notice explains why, and you can appeal to the Planning "
            "Inspectorate within twelve weeks, or talk to us about a revised scheme.",)))),
    "service2": ("Council tax discounts and exemptions", "Who can pay less council tax, and how to claim.", (
        ("", (
            "Most people pay council tax in full, but you may be entitled to a discount or an exemption depending "
            "on who lives in the property and how it is used. You must tell us within 21 days if your circumstances "
            "change in a way that affects your bill, or you may have to pay a penalty.",)),
        ("Single person discount", (
            "If you are the only adult living in your home, you can get a 25 per cent discount. Some people are not "
            "counted as adults for council tax, such as full-time students, student nurses, apprentices and people "
            "who are severely mentally impaired, so you may still qualify if one of them lives with you.",)),
        ("Empty and unfurnished properties", (
            "Properties that are empty and unfurnished are charged in full from the day they become empty. After two "
            "years a premium of 100 per cent is added to encourage owners to bring homes back into use. Exemptions "
            "apply to properties left empty by someone who has moved into care, has died, or is being repossessed.",)),
        ("Council tax reduction", (
            "If you are on a low income you may be able to get council tax reduction, which can reduce your bill to "
            "nothing. It is not the same as a discount: it depends on your income, savings and household, and you "
            "need to apply for it separately. Our benefits team can help you fill in the form by phone or at any of "
            "our customer service centres.",)))),
    "faq": ("Bins and recycling: frequently asked questions", "Missed collections, extra bins, garden waste and bulky items.", (
        ("My bin was not collected. What should I do?", (
            "Check your collection day on our bin day finder first: collections can change after bank holidays. If "
            "your bin was out by 7am on the right day and was not emptied, report it online by the end of the next "
            "working day and we will return within two working days.",)),
        ("Can I have an extra recycling bin?", (
            "Yes, households can have up to two extra recycling bins free of charge. Households of six or more "
            "people, or with two or more children in nappies, can apply for a larger general waste bin.",)),
        ("How does the garden waste service work?", (
            "Garden waste is collected every two weeks from March to November for an annual fee of 52 pounds per "
            "bin. You can sign up at any time, but the fee is not reduced for part years. Grass, leaves, hedge "
            "trimmings and small branches can go in the brown bin; soil, turf and food waste cannot.",)),
        ("How do I get rid of a sofa or a fridge?", (
            "Book a bulky waste collection online. We collect up to six items for 38 pounds, and charity partners "
            "may collect good-quality furniture for free. Fridges and freezers are collected separately so that "
            "their gases can be recovered safely.",)))),
    "aboutlong": ("About Ashbourne and the district", "The district, its towns and its history.", (
        ("", (
            "Ashbourne District covers 420 square kilometres of river valley and upland between the Wend and the "
            "hills of the Long Edge. Around 118,000 people live here, in the market towns of Ashbourne, Kelby and "
            "Marston Wend and in more than forty villages.",
            "The district was formed in 1974 from two urban districts and a rural district, and the council has met "
            "in the old corn exchange on Ashbourne's market square ever since. Its 48 councillors are elected for "
            "four years and represent 22 wards.")),
        ("A working landscape", (
            "For centuries the valley lived from wool, and the mills along the Wend still shape its towns. Many now "
            "house workshops, flats and the district's growing number of small technology firms, while farming, "
            "food processing and tourism remain major employers in the uplands.",
            "The Long Edge is part of a national landscape, and its footpaths, reservoirs and dark skies draw more "
            "than a million visitors a year. The council works with landowners, parish councils and the national "
            "landscape partnership to balance access with the needs of the people who live and farm here.")),
        ("The council today", (
            "The council provides planning, housing, waste collection, leisure, parks, environmental health and "
            "council tax services. County services such as schools, social care and roads are provided by the "
            "county council, and parish and town councils look after allotments, village halls and local "
            "greens.",)))),
    "promo": ("Invest in Ashbourne", "Sites, premises and support for businesses moving to the district.", (
        ("", (
            "Ashbourne District is one of the best places in the region to start, grow or move a business. We sit "
            "forty minutes from two cities and an international airport, with a skilled workforce, fast broadband "
            "across every business park and commercial rents well below the regional average.",)),
        ("Sites and premises", (
            "Wendside Business Park has serviced plots from half an acre to twelve acres with outline planning "
            "consent for offices, light industry and warehousing. In the town centres, refurbished mill buildings "
            "offer flexible studios and workshops on easy terms, and our commercial property register lists every "
            "available unit in the district.",)),
        ("Support for your business", (
            "Our business team is your single point of contact with the council. We can introduce you to planning "
            "officers early, help you recruit locally through our employment and skills partnership, and point you "
            "to grants for energy efficiency, digital adoption and apprenticeships.",
            "Firms that have moved here in the last five years include a specialist food manufacturer, two software "
            "companies and a precision engineering business that now employs 140 people. Talk to us about your "
            "plans: a first meeting is free and confidential.")))),
    "landing": ("Ashbourne 2040: shaping the district together", "The draft local plan and how to have your say.", (
        ("", (
            "Where should the 6,800 new homes the district needs by 2040 be built? How do we protect the Long Edge "
            "and the valley's green fields while making room for jobs, schools and doctors' surgeries? The draft "
            "local plan sets out our answers, and now we want to hear yours.",)),
        ("What the plan proposes", (
            "The plan concentrates growth in and around the three market towns, where services and public "
            "transport already exist, and brings disused mill sites back into use before green fields are "
            "released. It sets higher standards for energy efficiency, protects the district's best farmland and "
            "asks every large development to provide affordable homes and green space.",)),
        ("Have your say", (
            "The consultation runs for eight weeks. You can read the plan and comment online, at any of our "
            "libraries and customer service centres, or at one of twelve drop-in events across the district where "
            "planning officers will answer your questions. Every comment is read and will be published with our "
            "response when the plan goes to examination.",)))),
    "careers": ("Working for Ashbourne District Council", "Jobs, apprenticeships and what it is like to work here.", (
        ("", (
            "Around 650 people work for the council, in jobs as different as planning officer, bin lorry driver, "
            "lifeguard, housing adviser and software developer. What they have in common is a commitment to the "
            "district and the people who live here.",)),
        ("What we offer", (
            "We offer the local government pension scheme, at least 26 days of annual leave rising with service, "
            "flexible and hybrid working where the role allows, and a cycle-to-work scheme. Our learning programme "
            "supports professional qualifications, and many of our managers started with us as apprentices.",)),
        ("Applying", (
            "All our vacancies are advertised on our jobs portal, where you can set up alerts. We guarantee an "
            "interview to disabled applicants and care leavers who meet the essential criteria. If you need the "
            "application in another format or adjustments at interview, please tell us.",)))),
}

CHARITY: dict[str, Page] = {
    "landing": ("Clean Water for Every School", "Our campaign to bring safe water and toilets to 2,000 schools by 2027.", (
        ("", (
            "Right now, one in three schools in the world has no safe water to drink. Children spend their lessons "
            "thirsty, girls stay at home when they have their period because there is nowhere private to go, and "
            "diarrhoeal diseases that clean water would prevent keep millions of pupils out of class every year.",
            "Clean Water for Every School is our promise to change that for 600,000 children in Malawi, Nepal and "
            "Sierra Leone. Together with local communities and education ministries, we will bring safe water, "
            "decent toilets and handwashing to 2,000 schools by 2027.")),
        ("How your support helps", (
            "We work with parents, teachers and local engineers to drill boreholes, install rainwater tanks and "
            "build toilet blocks that last. Every school sets up a water committee trained to keep its facilities "
            "running, and we train teachers to make hygiene part of the school day.",
            "Because we build with local materials and local tradespeople, the money you give goes further and "
            "stays in the community. Ten years on, more than ninety per cent of the school water points we have "
            "built are still working.")),
        ("Join the campaign", (
            "You can help by giving a regular gift, by fundraising with your school, club or workplace, or by "
            "adding your name to our petition calling on governments to fund water and sanitation in every "
            "education budget. However you get involved, you will be part of a movement that believes no child "
            "should have to choose between an education and a drink of water.",)))),
    "landing2": ("Climate-ready water: our emergency appeal for the Sahel", "Drought is drying up wells. Help us reach families now.", (
        ("", (
            "Three failed rainy seasons in a row have left wells dry across the western Sahel. Families are walking "
            "further every day to find water, livestock are dying and children are falling ill from drinking from "
            "open ponds. Our teams are already on the ground, and with your help we can reach 150,000 people "
            "before the hottest months begin.",)),
        ("What we are doing", (
            "We are trucking safe water to the worst-affected villages, repairing and deepening wells, and handing "
            "out water filters and hygiene kits to families. At the same time we are installing solar-powered "
            "pumps that will keep working when the next drought comes, because emergency help should leave "
            "communities stronger than before.",)),
        ("Every gift counts", (
            "A gift of 30 pounds can provide a family with a water filter that lasts for years. 150 pounds can "
            "repair a hand pump serving a whole village. Whatever you can give, thank you: it will reach the people "
            "who need it quickly, and we will report back on what it achieved.",)))),
    "donate": ("Donate", "Give a single or monthly gift to bring clean water to families who need it.", (
        ("", (
            "Your gift today will help bring clean water, decent toilets and good hygiene to people living in some "
            "of the poorest communities in the world. Choose a monthly gift to help us plan ahead and respond "
            "quickly when disaster strikes, or give a single amount.",)),
        ("Where your money goes", (
            "For every pound we spend, 82 pence goes directly on our work with communities, 15 pence is invested in "
            "raising the next pound and 3 pence runs the charity. Our accounts are audited every year and published "
            "in full in our annual report.",)),
        ("Gift Aid", (
            "If you are a UK taxpayer, Gift Aid lets us claim an extra 25 pence from the government for every pound "
            "you give, at no cost to you. You must have paid at least as much income tax or capital gains tax in "
            "the tax year as we will claim on all your donations.",)))),
    "careers": ("Work and volunteer with us", "Jobs in the UK and overseas, internships and volunteering.", (
        ("", (
            "We are a team of around 380 people in London and our eleven country offices, supported by more than "
            "two thousand volunteers. We look for people who share our belief that clean water and sanitation are "
            "human rights, and who want to use their skills to make them real for everyone.",)),
        ("Working with us", (
            "We offer a competitive salary benchmarked against the sector, a generous pension, 28 days of holiday "
            "plus bank holidays, and flexible working for every role. Staff in our country offices are employed on "
            "national terms and make up the large majority of our workforce, including most of our senior "
            "managers overseas.",)),
        ("Volunteering", (
            "Volunteers speak at schools and community groups, help at our events, support our supporter care team "
            "and lend professional skills in areas such as data, law and engineering. We reimburse expenses and "
            "offer training for every role.",)),
        ("Our commitment to safeguarding", (
            "We are committed to keeping the people we work with safe. All appointments are subject to references "
            "and, where appropriate, background checks, and every member of staff and volunteer is trained in our "
            "safeguarding policy.",)))),
    "aboutlong": ("Who we are", "An international charity working for clean water, decent toilets and good hygiene.", (
        ("", (
            "Clearwater Alliance was founded in 1987 by a group of engineers who had worked on water projects in "
            "East Africa and were frustrated that so many pumps stood broken a few years after they were installed. "
            "They believed that lasting change comes from working with communities and governments, not around "
            "them, and that belief still shapes everything we do.",
            "Today we work in eleven countries across Africa and South Asia. Since our founding, we have helped "
            "more than nine million people gain access to clean water and six million to decent toilets.")),
        ("How we work", (
            "We do not build and walk away. We work with local governments and utilities to plan services for "
            "whole districts, train the people who will run and repair them, and help set fair tariffs that keep "
            "them going. We campaign for governments and donors to invest more and to invest better.",
            "We are independent of any government, religion or political party. Our work is funded by individual "
            "supporters, trusts and foundations, companies and institutional donors, and we publish where every "
            "pound comes from and where it goes.")),
        ("Our values", (
            "We are ambitious for the people we serve, accountable to them and to our supporters, and honest about "
            "what works and what does not. We publish evaluations of our programmes, including the ones that "
            "disappointed us, because we believe the whole sector learns from failures as well as successes.",)))),
    "promo": ("Corporate partnerships", "Partner with us to bring clean water to communities and engage your people.", (
        ("", (
            "Businesses depend on water, and so do their customers, suppliers and employees. A partnership with "
            "Clearwater Alliance lets your company make a lasting difference where water is scarce, while "
            "engaging your staff and customers in a cause they care about.",)),
        ("Ways to partner", (
            "Our partners support our work in many ways: through strategic programmes that bring water to whole "
            "districts in their supply chains, cause-related marketing that gives a share of every sale, employee "
            "fundraising and payroll giving, and pro bono expertise in engineering, data and finance.",
            "Every partnership is built around shared goals and clear reporting. You will have a dedicated "
            "account manager, regular impact reports with stories from the communities you support, and "
            "opportunities for your staff to see the work for themselves.")),
        ("Get in touch", (
            "Our partnerships team would be happy to talk about how we could work together. Whether you are a small "
            "business looking for a charity of the year or a multinational reviewing its water stewardship "
            "strategy, we will help you find the partnership that fits.",)))),
    "faq": ("Questions about giving", "Answers to the questions our supporters ask most.", (
        ("How do I change or cancel my monthly gift?", (
            "You can change the amount or date of your direct debit, or cancel it, by calling our supporter care "
            "team or through your online account. We will confirm every change in writing.",)),
        ("Can I choose which country my donation goes to?", (
            "Unrestricted gifts let us put money where it is needed most, including emergencies that have not "
            "happened yet. If you would like to support a particular country or appeal, choose it on the donation "
            "form and we will use your gift only for that work.",)),
        ("Do you sell or share my details?", (
            "No. We never sell or swap supporters' details with other organisations. We use your details to "
            "process your gift, claim Gift Aid and, if you have agreed, to tell you about our work.",)),
        ("Can I leave a gift in my will?", (
            "Gifts in wills fund around a fifth of our work. Our legacy team can send you a free guide to writing "
            "or updating a will and answer any questions in confidence.",)))),
}

TRADE: dict[str, Page] = {
    "wiki": ("Modified atmosphere packaging (MAP)", "Glossary: modified atmosphere packaging.", (
        ("", (
            "Modified atmosphere packaging (MAP) is a technique in which the air inside a food package is replaced "
            "by a gas mixture chosen to slow spoilage, usually combining nitrogen, carbon dioxide and sometimes "
            "oxygen in proportions suited to the product. It extends shelf life without preservatives and is "
            "used for fresh meat, fish, salads, bakery goods and ready meals.",)),
        ("How it works", (
            "Carbon dioxide inhibits the growth of most aerobic bacteria and moulds, nitrogen is an inert filler "
            "that prevents pack collapse, and oxygen is kept high for red meat to preserve its colour or close to "
            "zero for products that oxidise. The gas is flushed in or drawn in after evacuation before the tray is "
            "sealed with a barrier lidding film.",
            "The barrier properties of the tray and film are critical, since the atmosphere changes over time as "
            "gases permeate the packaging and the product respires. Typical barrier materials include EVOH and "
            "PVdC layers in multilayer structures.")),
        ("Related terms", (
            "Vacuum skin packaging, active packaging, oxygen scavenger, barrier film, gas flushing, residual oxygen "
            "measurement.",)))),
    "wiki2": ("Extended producer responsibility (EPR)", "Glossary: extended producer responsibility.", (
        ("", (
            "Extended producer responsibility (EPR) is a policy approach under which producers are made "
            "responsible, financially and sometimes physically, for the treatment or disposal of their products at "
            "the end of their life. For packaging, it usually means fees paid by the companies that place packaged "
            "goods on the market, used to fund collection, sorting and recycling.",
            "EPR schemes for packaging exist in most European countries, often operated by producer responsibility "
            "organisations that collect fees and contract waste services. Fees are increasingly modulated, so that "
            "packaging that is hard to recycle costs more than packaging designed for recycling.")),
        ("In practice", (
            "Producers must register, report the weight of packaging they place on the market by material, and pay "
            "fees based on those tonnages. Reporting obligations typically cover primary, secondary and transit "
            "packaging, and thresholds exempt the smallest companies.",)))),
    "promo": ("Advertise with us", "Reach 48,000 packaging professionals in print, online and at our events.", (
        ("", (
            "Packaging Insight is read by the people who specify, buy and design packaging across Europe: brand "
            "owners' packaging technologists, converters' managing directors, machinery buyers and sustainability "
            "leads. Our audited print circulation and our newsletters reach more than 48,000 decision-makers every "
            "month.",)),
        ("Our audience", (
            "Seventy per cent of our readers are involved in purchasing decisions, and a third sign off budgets of "
            "more than a million euros a year. They come to us for independent news, in-depth technical features "
            "and the buyers' guide, and they trust the brands they meet in our pages.",)),
        ("Ways to reach them", (
            "Choose from display advertising in print and online, sponsored newsletters, webinars produced with our "
            "editorial team, custom content and a presence at our awards and summit. Our commercial team will put "
            "together a campaign around your launch dates and trade shows, and report on its results.",
            "Download the media pack for rates, deadlines and specifications, or ask for a call with one of our "
            "account managers.")))),
    "landing": ("Packaging Insight Summit 2025", "Two days on recyclability, regulation and automation. Amsterdam, 14-15 May.", (
        ("", (
            "The Packaging Insight Summit brings together 600 brand owners, converters, machinery makers and "
            "recyclers for two days of talks, debates and site visits. This year's programme tackles the questions "
            "keeping the industry awake at night: the new European packaging regulation, the economics of "
            "recycled content and the automation of small-batch lines.",)),
        ("Why attend", (
            "Hear from packaging leaders at three of Europe's largest food and drink brands, regulators who are "
            "writing the rules and the recyclers who have to make them work. Our editors chair every session and "
            "keep the speakers honest, with time for questions in each one.",
            "Between sessions, our exhibition floor showcases sixty suppliers of materials, machinery and testing "
            "services, and our matchmaking app sets up meetings with the people you want to meet before you "
            "arrive.")),
        ("Tickets", (
            "Early-bird tickets are available until 31 January. Brand owners and retailers can apply for a free "
            "pass, and group discounts are available for teams of four or more.",)))),
    "aboutlong": ("About Packaging Insight", "Independent news and analysis for the packaging industry since 1962.", (
        ("", (
            "Packaging Insight has reported on the packaging industry since 1962, when it was founded as a monthly "
            "bulletin for the converters of the Rhine and Ruhr. Today it is Europe's leading independent "
            "publication for packaging professionals, published weekly online, monthly in print and in three "
            "languages.",
            "Our newsroom of fourteen journalists covers materials, machinery, design, retail and regulation. Many "
            "of them trained as engineers or chemists before they became reporters, and they spend much of their "
            "time in factories, at recycling plants and at trade shows rather than behind desks.")),
        ("Independence", (
            "Our editorial team is independent of our commercial team. Advertisers do not see or approve articles "
            "before publication, sponsored content is always labelled as such, and our reviews of machinery and "
            "materials are based on our own tests and on interviews with the people who use them.",)),
        ("Our products", (
            "Besides the magazine, we publish the annual Buyers' Guide, run the Packaging Insight Awards and "
            "Summit, and produce a weekly podcast. Our research unit publishes market reports and a quarterly "
            "index of packaging prices used across the industry.",)))),
    "careers": ("Jobs at Packaging Insight", "Join our newsroom, events and commercial teams.", (
        ("", (
            "We are a small company of around forty people in Düsseldorf and London, and we hire rarely but "
            "carefully. We look for curious people who like explaining complicated industries clearly and who are "
            "happy to get their shoes dirty on a factory floor.",)),
        ("Current vacancies", (
            "We are currently looking for a technical reporter with a background in materials science or "
            "engineering, and an events coordinator to help deliver our awards and summit. Both roles can be based "
            "in either office, with up to two days a week from home.",)),
        ("How to apply", (
            "Send your CV and a short letter explaining why you want to join us to our editor or our operations "
            "manager. For reporting roles, please include links to three pieces of your work; they do not need to "
            "be about packaging.",)))),
    "supplier": ("Verpa Systems GmbH", "Buyers' guide: company profile.", (
        ("", (
            "Verpa Systems develops and builds thermoforming and tray-sealing machines for the food, medical and "
            "consumer goods industries. Founded in 1981 in Bielefeld, the family-owned company employs 520 people "
            "and has installed more than 9,000 machines in 70 countries.",
            "Its product range covers compact tray sealers for small producers up to high-output thermoforming "
            "lines with integrated labelling and inspection. All machines can run mono-material and paper-based "
            "films, and the company offers trials on customers' own products at its technology centre.")),
        ("Services", (
            "Verpa's service organisation provides installation, operator training, spare parts within 24 hours "
            "across Europe and remote diagnostics. Retrofit packages bring older machines up to current safety "
            "and energy standards.",)),
        ("Product categories", ("Thermoforming machines; tray sealers; vacuum skin packaging; line integration; "
                                "inspection systems.",)))),
}

# The charity's reports: (title, year, what it covers).
REPORTS = (
    ("Annual report and accounts", "2023", "Our work in 2023 in eleven countries, what it achieved and what it cost, "
     "with the trustees' report and the audited financial statements."),
    ("Still flowing: a ten-year study of school water points", "2024", "We went back to 412 school water points built "
     "between 2012 and 2014 to find out how many still work, who pays for repairs and what made the difference."),
    ("Period poverty and school attendance in Malawi", "2023", "A survey of 3,100 schoolgirls on how toilets, water "
     "and sanitary products affect whether they come to school, with recommendations for the education ministry."),
    ("Financing rural water: who pays?", "2022", "How tariffs, government budgets and aid combine to pay for rural "
     "water services in five countries, and why the gap keeps growing."),
    ("Evaluation: handwashing in health centres, Nepal", "2023", "An independent evaluation of our infection "
     "prevention programme in 60 health centres, including the parts that did not work."),
    ("Climate resilience and water security", "2024", "A policy briefing on adapting water services to drought and "
     "floods, written for the UN climate negotiations."),
    ("Safeguarding report", "2023", "How we kept the people we work with safe, the concerns that were raised and how "
     "they were handled."),
    ("Gender pay gap report", "2024", "Our gender pay gap as at April 2024, and what we are doing to close it."),
)
# The council's committees, for the index of minutes.
COMMITTEES = ("Full Council", "Cabinet", "Planning Committee", "Licensing Committee", "Overview and Scrutiny Committee",
              "Audit and Governance Committee", "Standards Committee")
# The institute's staff, for its directory: (name, position, department).
STAFF = (("Dr Anke Vollmer", "Head of department", "Sediment Dynamics"), ("Prof. Rui Tavares", "Principal investigator",
         "Physical Oceanography"), ("Dr Lena Marsh", "Senior scientist", "Coastal Ecology"), ("Jonas Eklund",
         "Doctoral researcher", "Marine Biogeochemistry"), ("Dr Priya Raman", "Postdoctoral researcher",
         "Human-Environment Systems"), ("Mette Sørensen", "Laboratory manager", "Analytical Services"),
         ("Dr Kofi Mensah", "Data scientist", "Data Centre"), ("Clara Weiss", "Press officer", "Communications"),
         ("Prof. Hanna Lindgren", "Director", "Directorate"), ("Dr Tomás Ortega", "Research vessel coordinator",
         "Marine Operations"), ("Sofia Berg", "Doctoral researcher", "Sediment Dynamics"), ("Dr Ewan Fraser",
         "Senior scientist", "Physical Oceanography"))
# The trade magazine's reviews of machinery and materials: (product, maker).
REVIEWED = (("TS-400 tray sealer", "Verpa Systems"), ("FlexiWrap 9 flow wrapper", "Orlandi Macchine"),
            ("EcoBoard 240 barrier board", "Nordkartong"), ("CaseMate robotic case packer", "Lindqvist Automation"),
            ("ClearMono PE lidding film", "Polyfolia"), ("Vision QC-3 inspection camera", "Optisort"),
            ("StretchPro pallet wrapper", "Hallbrook Engineering"), ("PaperPod moulded fibre tray", "Fibrecraft"))
