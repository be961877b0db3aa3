/** A city the agency covers: the content of its /areas/{key} page. */
export interface CityProfile {
  /** Lower-case name, hyphens for multi-word names, e.g. 'stoke-on-trent', 'milton-keynes'. */
  key: string;
  /** Display name, e.g. 'Stoke-on-Trent'. */
  name: string;
  /** e.g. 'West Midlands', 'Scotland', 'Wales', 'Northern Ireland', 'South West England'. */
  region: string;
  /** 2-3 sentences on why the city suits a psychology graduate starting in sales, BD or marketing. */
  description: string;
  /** The city's main business district(s). */
  businessHub: string;
  /** Five key industries, real for that city. */
  industries: readonly [string, string, string, string, string];
  /**
   * Rounded, hedged population: the local-authority figure where the authority is essentially the city
   * (2021 census for England, Wales and Northern Ireland; 2022 census for Scotland), otherwise the town's
   * built-up area. Greater London for London.
   */
  population: string;
  /** Four true, specific facts relevant to a job-seeker. */
  keyFacts: readonly [string, string, string, string];
  /** 4-6 SEO keyword phrases. */
  keywords: readonly string[];
}

export const cities: readonly CityProfile[] = [
  {
    key: 'london',
    name: 'London',
    region: 'London',
    description:
      'London concentrates more head offices, agencies and scale-ups than anywhere else in the UK, so a psychology graduate can choose between SaaS sales in Shoreditch, media planning in Soho or business development for a financial-services firm in the City. In a market this competitive, knowing how buyers actually make decisions is a real edge in consultative selling, behavioural insight and customer-research teams.',
    businessHub: "The City, Canary Wharf, Shoreditch & King's Cross",
    industries: ['Financial services', 'Technology & SaaS', 'Advertising & media', 'Professional services', 'Creative industries'],
    population: '8.8+ million',
    keyFacts: [
      'The Elizabeth line links Canary Wharf, the City and the West End with Heathrow and Reading, widening the commutable job market.',
      "King's Cross is home to Google's UK headquarters and, with the nearby Francis Crick Institute, a growing life-sciences cluster.",
      "UCL, King's College London and the LSE all run psychology or behavioural-science departments, so both the graduate pool and employer demand are large.",
      'The UK arms of the biggest advertising and media groups, including WPP, Omnicom and Publicis, are run from London.',
    ],
    keywords: [
      'graduate sales jobs London',
      'business development jobs London',
      'graduate marketing jobs London',
      'psychology graduate jobs London',
      'SaaS sales graduate jobs London',
    ],
  },
  {
    key: 'birmingham',
    name: 'Birmingham',
    region: 'West Midlands',
    description:
      "Birmingham's financial and professional-services sector has grown fast around Colmore Row, Brindleyplace and Paradise, and the firms that have moved there need graduate account managers and business developers. With five universities in the city and one of the youngest populations in Europe, employers here value psychology graduates who can read clients and build long-term relationships across the Midlands.",
    businessHub: 'Colmore Business District, Brindleyplace & Paradise',
    industries: [
      'Financial & professional services',
      'Automotive & advanced manufacturing',
      'Business services',
      'Digital & tech',
      'Retail',
    ],
    population: '1.1+ million',
    keyFacts: [
      'HSBC UK has had its headquarters at Centenary Square since 2018, and PwC, Deloitte and KPMG all run large Birmingham offices.',
      'Birmingham New Street sits at the centre of the national rail network, with fast trains to London Euston in under an hour and a half.',
      'The University of Birmingham, Aston University and Birmingham City University all teach psychology, feeding a big local graduate market.',
      "Jaguar Land Rover's Solihull plant on the city's edge anchors an automotive supply chain that hires technical salespeople and account managers.",
    ],
    keywords: [
      'graduate sales jobs Birmingham',
      'business development jobs Birmingham',
      'graduate marketing jobs Birmingham',
      'psychology graduate jobs Birmingham',
      'account manager jobs West Midlands',
    ],
  },
  {
    key: 'manchester',
    name: 'Manchester',
    region: 'North West England',
    description:
      'Manchester has one of the biggest tech and digital-marketing scenes outside London, with MediaCityUK in Salford and a dense cluster of agencies and e-commerce brands around the Northern Quarter. For psychology graduates that means plenty of entry routes into SDR, account-management and consumer-insight roles, and the chance to progress quickly in fast-growing firms.',
    businessHub: 'Spinningfields, MediaCityUK & the Northern Quarter',
    industries: [
      'Digital & tech',
      'Media & broadcasting',
      'Financial & professional services',
      'E-commerce & retail',
      'Advertising & marketing',
    ],
    population: '550,000+',
    keyFacts: [
      "MediaCityUK in Salford houses several BBC departments and ITV's Coronation Street production, making it a centre for media sales and marketing.",
      'Online retailers THG and Boohoo are based in the Manchester area, creating steady demand for performance-marketing and e-commerce talent.',
      'The University of Manchester and Manchester Metropolitan University give the city one of the largest student populations in Europe.',
      'Manchester Airport is the busiest UK airport outside London, useful for roles that cover international accounts.',
    ],
    keywords: [
      'graduate sales jobs Manchester',
      'SDR jobs Manchester',
      'digital marketing graduate jobs Manchester',
      'psychology graduate jobs Manchester',
      'business development jobs Manchester',
    ],
  },
  {
    key: 'liverpool',
    name: 'Liverpool',
    region: 'North West England',
    description:
      'Liverpool combines a revived waterfront business district with a creative and digital sector centred on the Baltic Triangle, giving graduates routes into agency marketing, customer success and B2B sales. Its strong customer-service culture, from contact centres to the visitor economy, suits psychology graduates who enjoy working out what motivates people to buy.',
    businessHub: 'Commercial District, Liverpool ONE & the Baltic Triangle',
    industries: [
      'Maritime & logistics',
      'Digital & creative',
      'Visitor economy & hospitality',
      'Life sciences',
      'Financial & professional services',
    ],
    population: '480,000+',
    keyFacts: [
      'The Port of Liverpool, including the Liverpool2 deep-water container terminal, makes the city a base for freight and logistics sales roles.',
      'The Baltic Triangle has grown from former warehouses into a cluster of digital agencies, games studios and start-ups.',
      "Liverpool's Knowledge Quarter, around the universities and the Royal Liverpool University Hospital, supports a growing health and life-sciences sector.",
      'The University of Liverpool, Liverpool John Moores University and Liverpool Hope University all teach psychology.',
    ],
    keywords: [
      'graduate sales jobs Liverpool',
      'business development jobs Liverpool',
      'graduate marketing jobs Liverpool',
      'psychology graduate jobs Liverpool',
      'customer success jobs Liverpool',
    ],
  },
  {
    key: 'leeds',
    name: 'Leeds',
    region: 'Yorkshire and the Humber',
    description:
      "Leeds is one of the UK's largest financial and legal centres outside London and is home to Channel 4's national headquarters, so graduates can choose between professional-services business development and media or digital marketing. Its growing tech and retail head-office scene rewards psychology graduates who combine commercial drive with an understanding of customer behaviour.",
    businessHub: 'Wellington Place, South Bank & the Central Business District',
    industries: ['Financial & legal services', 'Digital & tech', 'Retail', 'Media & broadcasting', 'Health tech'],
    population: '810,000+',
    keyFacts: [
      'Channel 4 opened its national headquarters in Leeds in 2021, attracting production and creative businesses to the city.',
      "Asda's head office is in Leeds city centre, and the telephone and online bank First Direct has run its operations from Leeds since 1989.",
      'The University of Leeds, Leeds Beckett University and Leeds Trinity University all offer psychology degrees.',
      "Leeds is one of the busiest stations in the North, with direct trains to London King's Cross in around two and a quarter hours.",
    ],
    keywords: [
      'graduate sales jobs Leeds',
      'business development jobs Leeds',
      'graduate marketing jobs Leeds',
      'psychology graduate jobs Leeds',
      'sales jobs Yorkshire',
    ],
  },
  {
    key: 'bristol',
    name: 'Bristol',
    region: 'South West England',
    description:
      "Bristol pairs a strong aerospace and engineering base with one of the UK's liveliest creative, fintech and sustainability start-up scenes, so graduates can sell anything from specialist B2B technology to consumer brands. Its many purpose-led businesses look for marketers and business developers who understand behaviour change, a natural fit for psychology graduates.",
    businessHub: 'Temple Quarter, Harbourside & Redcliffe',
    industries: [
      'Aerospace & defence',
      'Financial services & insurance',
      'Creative & digital media',
      'Microelectronics & tech',
      'Sustainability & green tech',
    ],
    population: '470,000+',
    keyFacts: [
      'Airbus, Rolls-Royce and GKN Aerospace have major sites around Filton, one of the most important aerospace clusters in the UK.',
      'The Engine Shed beside Temple Meads station is a well-known hub for Bristol tech and start-up businesses.',
      'The University of Bristol and the University of the West of England (UWE Bristol) both have large psychology schools.',
      "The BBC's Natural History Unit is based in Bristol, anchoring a busy wildlife and factual television production sector.",
    ],
    keywords: [
      'graduate sales jobs Bristol',
      'business development jobs Bristol',
      'graduate marketing jobs Bristol',
      'psychology graduate jobs Bristol',
      'sales jobs South West',
    ],
  },
  {
    key: 'edinburgh',
    name: 'Edinburgh',
    region: 'Scotland',
    description:
      "Edinburgh is Scotland's financial capital, with banking, asset management, insurance and a fast-growing fintech sector offering graduate routes into client-facing business development and financial-services marketing. Its festivals, tourism and food-and-drink industries add consumer-marketing roles where an understanding of audience behaviour is prized.",
    businessHub: 'Exchange District, Edinburgh Park & Quartermile',
    industries: ['Financial services & fintech', 'Tourism & festivals', 'Software & data', 'Education & research', 'Food & drink'],
    population: '510,000+',
    keyFacts: [
      'NatWest Group is headquartered in Edinburgh, and investment manager Baillie Gifford and travel-search firm Skyscanner are both based in the city.',
      'The Edinburgh Festival Fringe, held every August, is one of the largest arts festivals in the world and drives huge demand for events marketing.',
      'The University of Edinburgh, Heriot-Watt, Edinburgh Napier and Queen Margaret University all teach psychology.',
      'Edinburgh Trams connect the city centre with the Edinburgh Park and Gogarburn business areas and the airport.',
    ],
    keywords: [
      'graduate sales jobs Edinburgh',
      'business development jobs Edinburgh',
      'graduate marketing jobs Edinburgh',
      'psychology graduate jobs Edinburgh',
      'fintech sales jobs Edinburgh',
    ],
  },
  {
    key: 'glasgow',
    name: 'Glasgow',
    region: 'Scotland',
    description:
      "Glasgow is Scotland's largest city and its commercial engine, with big financial-services, technology and customer-operations employers that recruit graduate sales and customer-success teams every year. A large student population and a packed calendar of conferences and live events make it a natural place for psychology graduates to learn relationship-led selling and event marketing.",
    businessHub: 'International Financial Services District (IFSD) & Merchant City',
    industries: [
      'Financial & business services',
      'Engineering & shipbuilding',
      'Digital & tech',
      'Creative industries',
      'Events & tourism',
    ],
    population: '620,000+',
    keyFacts: [
      'Barclays has built a large campus at Buchanan Wharf on the Clyde, and JP Morgan and Morgan Stanley both run major Glasgow offices.',
      'The University of Glasgow, the University of Strathclyde and Glasgow Caledonian University all offer psychology degrees.',
      "The Scottish Event Campus, including the OVO Hydro arena, makes Glasgow one of the UK's main venues for conferences and live events.",
      'BAE Systems builds Royal Navy warships at Govan and Scotstoun, supporting a wide engineering supply chain.',
    ],
    keywords: [
      'graduate sales jobs Glasgow',
      'business development jobs Glasgow',
      'graduate marketing jobs Glasgow',
      'psychology graduate jobs Glasgow',
      'sales jobs Scotland',
    ],
  },
  {
    key: 'cardiff',
    name: 'Cardiff',
    region: 'Wales',
    description:
      "As the Welsh capital, Cardiff brings government, financial-services and media employers together in a compact city centre where it is easy to network across sectors early in a career. Insurers, fintechs and the growing screen industry all recruit graduates for sales, account-management and marketing roles, where psychology graduates' understanding of people stands out.",
    businessHub: 'Central Square, Callaghan Square & Cardiff Bay',
    industries: [
      'Financial services & insurance',
      'Media & screen industries',
      'Public sector',
      'Compound semiconductors',
      'Professional services',
    ],
    population: '360,000+',
    keyFacts: [
      'BBC Cymru Wales is based in a purpose-built broadcasting centre at Central Square, beside Cardiff Central station.',
      'Admiral Group, one of the largest car insurers in the UK, has its headquarters in Cardiff city centre.',
      "Cardiff University's School of Psychology is one of the largest in the UK, and Cardiff Metropolitan University also teaches psychology.",
      'The South Wales compound semiconductor cluster around Cardiff and Newport is a growing source of technical sales roles.',
    ],
    keywords: [
      'graduate sales jobs Cardiff',
      'business development jobs Cardiff',
      'graduate marketing jobs Cardiff',
      'psychology graduate jobs Cardiff',
      'sales jobs Wales',
    ],
  },
  {
    key: 'belfast',
    name: 'Belfast',
    region: 'Northern Ireland',
    description:
      'Belfast has become a significant base for cybersecurity, fintech and software firms, many of which hire graduate sales-development and customer-success teams to serve global markets. A lower cost of living than most UK cities and a close-knit business community let psychology graduates build a sales or marketing career while developing strong personal networks.',
    businessHub: 'Titanic Quarter, Cathedral Quarter & the City Centre',
    industries: [
      'Cybersecurity & software',
      'Financial services & fintech',
      'Film & TV production',
      'Aerospace & advanced manufacturing',
      'Legal services',
    ],
    population: '340,000+',
    keyFacts: [
      'Titanic Quarter is home to Titanic Belfast and Belfast Harbour Studios, where major film and television productions are shot.',
      "Queen's University Belfast has a long-established School of Psychology, and Ulster University has moved much of its teaching to an enlarged Belfast city-centre campus.",
      'Cybersecurity firms including Rapid7 and Anomali run engineering and sales teams in Belfast.',
      'George Best Belfast City Airport and Belfast International Airport connect the city with London and the rest of the UK.',
    ],
    keywords: [
      'graduate sales jobs Belfast',
      'business development jobs Belfast',
      'graduate marketing jobs Belfast',
      'psychology graduate jobs Belfast',
      'sales jobs Northern Ireland',
    ],
  },
  {
    key: 'sheffield',
    name: 'Sheffield',
    region: 'Yorkshire and the Humber',
    description:
      "Sheffield's steel-making heritage has evolved into a cluster of advanced-manufacturing, materials and digital firms that need technically minded salespeople to explain complex products. With two large universities and living costs below many cities, it is a practical place for psychology graduates to start in B2B sales or marketing and grow into business development.",
    businessHub: 'Heart of the City, Kelham Island & the Advanced Manufacturing Park',
    industries: [
      'Advanced manufacturing',
      'Engineering & materials',
      'Digital & creative',
      'Healthcare & medical technology',
      'Education',
    ],
    population: '550,000+',
    keyFacts: [
      'The University of Sheffield Advanced Manufacturing Research Centre, founded with Boeing, works with firms such as Rolls-Royce and McLaren from the Sheffield–Rotherham border.',
      'The University of Sheffield and Sheffield Hallam University both teach psychology and supply graduates to employers across South Yorkshire.',
      'Kelham Island, a former industrial district, is now home to independent businesses, creative agencies and tech start-ups.',
      'Trains from Sheffield reach London St Pancras in around two hours and Manchester in under an hour.',
    ],
    keywords: [
      'graduate sales jobs Sheffield',
      'business development jobs Sheffield',
      'graduate marketing jobs Sheffield',
      'psychology graduate jobs Sheffield',
      'technical sales jobs Sheffield',
    ],
  },
  {
    key: 'newcastle',
    name: 'Newcastle',
    region: 'North East England',
    description:
      'Newcastle is the commercial capital of the North East, with a fast-growing software and digital sector, large financial-services employers and a strong retail and hospitality economy. Graduate salaries stretch further here, and local tech firms value psychology graduates who can turn customer understanding into lasting relationships.',
    businessHub: 'Quayside, Newcastle Helix & Stephenson Quarter',
    industries: [
      'Software & digital',
      'Financial services',
      'Retail & hospitality',
      'Life sciences',
      'Offshore & renewable energy',
    ],
    population: '300,000+',
    keyFacts: [
      'Sage, one of the largest technology companies in the UK, was founded in Newcastle and still has its headquarters on Tyneside.',
      'Newcastle Helix is a city-centre innovation district bringing together Newcastle University, the National Innovation Centre for Data and science businesses.',
      'Newcastle University and Northumbria University both have sizeable psychology departments.',
      'The Tyne and Wear Metro links the city centre with Gateshead, Sunderland, the coast and Newcastle International Airport.',
    ],
    keywords: [
      'graduate sales jobs Newcastle',
      'business development jobs Newcastle',
      'graduate marketing jobs Newcastle',
      'psychology graduate jobs Newcastle',
      'sales jobs North East',
    ],
  },
  {
    key: 'nottingham',
    name: 'Nottingham',
    region: 'East Midlands',
    description:
      'Nottingham has a large health-and-beauty, financial-services and data presence, with Boots and Experian among its best-known employers, so graduates can choose consumer marketing or B2B data and software sales. Two big universities keep the city young, and its mix of insight-led marketing roles makes it a good fit for psychology graduates.',
    businessHub: 'Lace Market, Southside & BioCity',
    industries: [
      'Health & beauty retail',
      'Financial services & data',
      'Life sciences',
      'Digital & creative',
      'Education',
    ],
    population: '320,000+',
    keyFacts: [
      "Boots' head-office campus, including a large manufacturing site, lies on the Nottingham–Beeston border.",
      "Experian's UK headquarters is in Nottingham, making the city a centre for credit-data and analytics careers.",
      'The University of Nottingham and Nottingham Trent University both teach psychology and together have a very large student body.',
      "Capital One runs its UK operations from Nottingham city centre.",
    ],
    keywords: [
      'graduate sales jobs Nottingham',
      'business development jobs Nottingham',
      'graduate marketing jobs Nottingham',
      'psychology graduate jobs Nottingham',
      'sales jobs East Midlands',
    ],
  },
  {
    key: 'leicester',
    name: 'Leicester',
    region: 'East Midlands',
    description:
      "Leicester's entrepreneurial economy spans food manufacturing, textiles, logistics and a fast-growing space-technology sector, offering graduates varied B2B sales and business-development openings. As one of the most culturally diverse cities in the UK, it rewards psychology graduates who can adapt their communication to different customers and communities.",
    businessHub: "St George's Cultural Quarter, New Walk & Space Park Leicester",
    industries: [
      'Food & drink manufacturing',
      'Textiles & fashion',
      'Logistics & distribution',
      'Space & aerospace technology',
      'Financial & professional services',
    ],
    population: '360,000+',
    keyFacts: [
      "Walkers crisps are made at the company's Beaumont Leys site in Leicester, one of the largest crisp factories in the world.",
      'Space Park Leicester, led by the University of Leicester, brings space and Earth-observation businesses together near the National Space Centre.',
      'The University of Leicester and De Montfort University both teach psychology.',
      'Fashion retailer Next has its headquarters at Enderby, just outside the city.',
    ],
    keywords: [
      'graduate sales jobs Leicester',
      'business development jobs Leicester',
      'graduate marketing jobs Leicester',
      'psychology graduate jobs Leicester',
      'B2B sales jobs Leicester',
    ],
  },
  {
    key: 'coventry',
    name: 'Coventry',
    region: 'West Midlands',
    description:
      'Coventry is a centre for automotive engineering and electrification, and its battery, mobility and software businesses need graduate salespeople who can explain new technology to cautious buyers. Two universities and close links with the games studios of nearby Leamington Spa give psychology graduates routes into B2B sales, customer success and product marketing.',
    businessHub: 'Friargate, the City Centre & the University of Warwick Science Park',
    industries: ['Automotive & electrification', 'Logistics', 'Financial services', 'Games & software', 'Education'],
    population: '340,000+',
    keyFacts: [
      "Jaguar Land Rover's Whitley engineering centre and the LEVC electric taxi plant at Ansty Park are both in the Coventry area.",
      'The UK Battery Industrialisation Centre beside Coventry Airport supports the growing electric-vehicle battery supply chain.',
      "Coventry University and the University of Warwick, whose main campus sits on the city's southern edge, both have large psychology departments.",
      'Coventry Building Society, one of the largest building societies in the UK, is headquartered in the city.',
    ],
    keywords: [
      'graduate sales jobs Coventry',
      'business development jobs Coventry',
      'graduate marketing jobs Coventry',
      'psychology graduate jobs Coventry',
      'automotive sales jobs Coventry',
    ],
  },
  {
    key: 'hull',
    name: 'Hull',
    region: 'Yorkshire and the Humber',
    description:
      'Hull has reinvented itself around offshore wind and renewable energy, and its port and manufacturing base create steady demand for B2B sales and account-management talent. Lower living costs and a close business community mean psychology graduates can take on responsibility early and build client relationships across the Humber.',
    businessHub: 'City Centre, the Fruit Market & Humber Quays',
    industries: [
      'Renewable energy',
      'Ports & logistics',
      'Healthcare & consumer health',
      'Chemicals & manufacturing',
      'Digital & telecoms',
    ],
    population: '260,000+',
    keyFacts: [
      "Siemens Gamesa's factory at Alexandra Dock makes turbine blades for offshore wind farms in the North Sea.",
      'Reckitt runs a major research and manufacturing site in Hull, and medical-technology company Smith+Nephew was founded in the city.',
      "KCOM runs Hull's own telephone network, which is why the city's phone boxes are cream rather than red.",
      'The University of Hull teaches psychology and business, and the city was UK City of Culture in 2017.',
    ],
    keywords: [
      'graduate sales jobs Hull',
      'business development jobs Hull',
      'graduate marketing jobs Hull',
      'psychology graduate jobs Hull',
      'renewable energy sales jobs Humber',
    ],
  },
  {
    key: 'plymouth',
    name: 'Plymouth',
    region: 'South West England',
    description:
      "Plymouth's marine, defence and advanced-engineering sectors are growing alongside a busy tourism and hospitality economy, so graduates can work in technical B2B sales or consumer marketing. It is a good choice for South West psychology graduates who want to stay near the coast while building commercial experience.",
    businessHub: 'City Centre, Royal William Yard & Plymouth Science Park',
    industries: [
      'Marine & defence',
      'Advanced manufacturing',
      'Healthcare',
      'Tourism & hospitality',
      'Marine science & technology',
    ],
    population: '260,000+',
    keyFacts: [
      'HMNB Devonport is the largest naval base in Western Europe, and Babcock International is one of the biggest local employers.',
      'Plymouth Sound is the first National Marine Park in the UK, supporting marine-technology and tourism businesses.',
      'The University of Plymouth has a large School of Psychology, and the city is also home to Plymouth Marjon University.',
      'Princess Yachts designs and builds luxury motor yachts in Plymouth and is a major private-sector employer.',
    ],
    keywords: [
      'graduate sales jobs Plymouth',
      'business development jobs Plymouth',
      'graduate marketing jobs Plymouth',
      'psychology graduate jobs Plymouth',
      'sales jobs Devon',
    ],
  },
  {
    key: 'stoke-on-trent',
    name: 'Stoke-on-Trent',
    region: 'West Midlands',
    description:
      "Stoke-on-Trent's famous ceramics industry sits alongside online gaming, logistics and manufacturing, creating sales and marketing roles with household-name brands. Its position between Manchester and Birmingham and its affordable housing make it an attractive first step for psychology graduates entering commercial careers.",
    businessHub: 'Hanley City Centre, Etruria Valley & Festival Park',
    industries: [
      'Ceramics & tableware',
      'Online gaming & betting',
      'Logistics & distribution',
      'Advanced manufacturing',
      'Healthcare',
    ],
    population: '250,000+',
    keyFacts: [
      'bet365 was founded in Stoke-on-Trent and is one of the largest employers in the city.',
      'Potteries brands such as Emma Bridgewater, Portmeirion and Wedgwood still make ceramics in and around the city.',
      'Staffordshire University and Keele University, just outside the city, both teach psychology.',
      'Stoke-on-Trent station has direct trains to London Euston and Manchester Piccadilly.',
    ],
    keywords: [
      'graduate sales jobs Stoke-on-Trent',
      'business development jobs Stoke-on-Trent',
      'graduate marketing jobs Stoke-on-Trent',
      'psychology graduate jobs Stoke-on-Trent',
      'sales jobs Staffordshire',
    ],
  },
  {
    key: 'wolverhampton',
    name: 'Wolverhampton',
    region: 'West Midlands',
    description:
      "Wolverhampton's aerospace and engineering firms, a regenerating city centre and a strong construction sector provide practical entry points into technical sales and business development. Close to Birmingham but with lower costs, it suits psychology graduates who want to learn B2B selling with established Black Country manufacturers.",
    businessHub: 'City Centre, the Interchange & i54 South Staffordshire',
    industries: [
      'Aerospace',
      'Advanced manufacturing',
      'Construction & built environment',
      'Logistics',
      'Public sector & education',
    ],
    population: '260,000+',
    keyFacts: [
      "i54 South Staffordshire, on the city's northern edge, hosts Jaguar Land Rover's Engine Manufacturing Centre and Moog's aircraft-controls business.",
      'Collins Aerospace has a long-established Wolverhampton site making flight-control actuation systems.',
      'The University of Wolverhampton teaches psychology and runs its Springfield Campus as a centre for the built environment.',
      'The Wolverhampton Interchange links the railway station with West Midlands Metro trams to Birmingham.',
    ],
    keywords: [
      'graduate sales jobs Wolverhampton',
      'business development jobs Wolverhampton',
      'graduate marketing jobs Wolverhampton',
      'psychology graduate jobs Wolverhampton',
      'sales jobs Black Country',
    ],
  },
  {
    key: 'derby',
    name: 'Derby',
    region: 'East Midlands',
    description:
      'Derby has one of the highest concentrations of high-tech engineering jobs in the UK, led by Rolls-Royce, Toyota and Alstom, and their supply chains need graduates who can build trust with technical buyers. Psychology graduates who enjoy structured, consultative selling can progress here into key-account and business-development roles.',
    businessHub: 'Pride Park, Cathedral Quarter & Infinity Park',
    industries: ['Aerospace', 'Rail engineering', 'Automotive', 'Financial services', 'Logistics'],
    population: '260,000+',
    keyFacts: [
      "Rolls-Royce's civil aerospace business is based in Derby, where it designs and builds large jet engines.",
      "Alstom's Litchurch Lane works is one of the largest train-building factories in the UK.",
      "Toyota's Burnaston car plant lies just outside the city in South Derbyshire.",
      'Derby was selected in 2023 as the home of the planned Great British Railways headquarters.',
    ],
    keywords: [
      'graduate sales jobs Derby',
      'business development jobs Derby',
      'graduate marketing jobs Derby',
      'psychology graduate jobs Derby',
      'engineering sales jobs Derby',
    ],
  },
  {
    key: 'southampton',
    name: 'Southampton',
    region: 'South East England',
    description:
      "Southampton is one of Britain's busiest container and cruise ports, and its maritime, logistics and marine-technology businesses all need graduates for sales and business-development roles. With a large university, a growing tech scene and quick trains to London, it is a strong base for psychology graduates interested in B2B or travel and leisure marketing.",
    businessHub: 'City Centre, Ocean Village & Southampton Science Park',
    industries: [
      'Maritime & ports',
      'Cruise & travel',
      'Marine science & engineering',
      'Financial services & insurance',
      'Retail',
    ],
    population: '240,000+',
    keyFacts: [
      "Southampton is the UK's leading cruise port, and Carnival UK, which runs P&O Cruises and Cunard, is based in the city.",
      'The National Oceanography Centre shares a waterfront campus with the University of Southampton.',
      'The University of Southampton and Solent University both teach psychology.',
      'Trains reach London Waterloo in around 80 minutes, and Southampton Airport offers regional and European flights.',
    ],
    keywords: [
      'graduate sales jobs Southampton',
      'business development jobs Southampton',
      'graduate marketing jobs Southampton',
      'psychology graduate jobs Southampton',
      'sales jobs Hampshire',
    ],
  },
  {
    key: 'portsmouth',
    name: 'Portsmouth',
    region: 'South East England',
    description:
      "Portsmouth's economy is built around the Royal Navy, defence engineering and the marine sector, with a growing cluster of digital and maritime-tech businesses. Psychology graduates can find roles in defence and technical sales, or in marketing for the city's ferries, visitor attractions and consumer brands.",
    businessHub: 'Gunwharf Quays, Lakeside North Harbour & the City Centre',
    industries: [
      'Defence & naval engineering',
      'Marine & maritime',
      'Ferries & logistics',
      'Tourism & heritage',
      'Digital & tech',
    ],
    population: '200,000+',
    keyFacts: [
      "HMNB Portsmouth is home port to the Royal Navy's two Queen Elizabeth-class aircraft carriers.",
      'BAE Systems and Airbus Defence and Space both have sites in the city.',
      'Portsmouth International Port runs ferry services to France, Spain and the Channel Islands.',
      'The University of Portsmouth has a large Department of Psychology with a strong reputation in forensic psychology.',
    ],
    keywords: [
      'graduate sales jobs Portsmouth',
      'business development jobs Portsmouth',
      'graduate marketing jobs Portsmouth',
      'psychology graduate jobs Portsmouth',
      'defence sales jobs Portsmouth',
    ],
  },
  {
    key: 'brighton',
    name: 'Brighton',
    region: 'South East England',
    description:
      'Brighton has one of the most concentrated digital and creative sectors in the UK, with agencies, SaaS firms and e-commerce brands competing for marketing and sales talent. Its independent, experimental culture suits psychology graduates who want to apply consumer insight to digital marketing, UX research and growth roles.',
    businessHub: 'New England Quarter, North Laine & Circus Street',
    industries: ['Digital & creative agencies', 'Tech & SaaS', 'Financial services', 'Tourism & hospitality', 'Education'],
    population: '270,000+',
    keyFacts: [
      'American Express has its European headquarters in Brighton and is one of the largest private employers in the city.',
      'Brighton hosts brightonSEO, one of the biggest search-marketing conferences in the world.',
      "The University of Sussex and the University of Brighton both teach psychology, and Sussex's School of Psychology is particularly well known.",
      'Direct trains reach London Victoria and London Bridge in around an hour, and Gatwick Airport is about half an hour away.',
    ],
    keywords: [
      'graduate sales jobs Brighton',
      'digital marketing graduate jobs Brighton',
      'business development jobs Brighton',
      'psychology graduate jobs Brighton',
      'SaaS sales jobs Brighton',
    ],
  },
  {
    key: 'reading',
    name: 'Reading',
    region: 'South East England',
    description:
      'Reading sits at the heart of the Thames Valley technology corridor, where the UK offices of major software, cloud and telecoms companies hire graduates into sales-development and account-management teams. Psychology graduates who want to work in enterprise tech sales without London living costs will find plenty of structured graduate programmes here.',
    businessHub: 'Green Park, Thames Valley Park & Station Hill',
    industries: [
      'Technology & software',
      'Telecoms',
      'Energy & utilities',
      'Financial services & insurance',
      'Pharmaceuticals',
    ],
    population: '170,000+',
    keyFacts: [
      "Microsoft's UK headquarters is at Thames Valley Park, on the eastern edge of Reading.",
      "Oracle's main UK base and Bayer's UK headquarters are both in Reading.",
      'Elizabeth line trains run from Reading straight through central London, and Heathrow is within easy reach.',
      'The University of Reading teaches psychology and is home to Henley Business School.',
    ],
    keywords: [
      'graduate sales jobs Reading',
      'tech sales graduate jobs Thames Valley',
      'business development jobs Reading',
      'graduate marketing jobs Reading',
      'psychology graduate jobs Reading',
    ],
  },
  {
    key: 'oxford',
    name: 'Oxford',
    region: 'South East England',
    description:
      "Oxford's world-renowned university has spun out a thriving cluster of life-sciences, deep-tech and publishing businesses that need commercially minded graduates to explain complex ideas to customers. Psychology graduates with a scientific grounding are well placed for business-development and marketing roles in these research-led companies.",
    businessHub: 'Oxford Science Park, Oxford Business Park & the West End',
    industries: ['Life sciences & biotech', 'Publishing', 'Education & research', 'Automotive', 'Deep tech & AI'],
    population: '160,000+',
    keyFacts: [
      'Oxford University Press, the largest university press in the world, is headquartered on Walton Street.',
      "BMW's MINI plant at Cowley is one of the largest employers in Oxford.",
      "Oxford Brookes University teaches psychology, alongside the University of Oxford's Department of Experimental Psychology.",
      'The Harwell Campus and Milton Park, a short drive south, host hundreds of science and technology businesses.',
    ],
    keywords: [
      'graduate sales jobs Oxford',
      'business development jobs Oxford',
      'graduate marketing jobs Oxford',
      'psychology graduate jobs Oxford',
      'life sciences sales jobs Oxford',
    ],
  },
  {
    key: 'cambridge',
    name: 'Cambridge',
    region: 'East of England',
    description:
      "Cambridge is at the centre of one of Europe's strongest technology and life-sciences clusters, where start-ups and global firms alike need salespeople and business developers who can translate science into customer value. Psychology graduates who are curious about research and comfortable with technical detail can progress quickly in this knowledge-intensive market.",
    businessHub: 'Cambridge Science Park, Cambridge Biomedical Campus & CB1',
    industries: [
      'Life sciences & biotech',
      'Semiconductors & software',
      'AI & deep tech',
      'Healthcare',
      'Education & publishing',
    ],
    population: '140,000+',
    keyFacts: [
      "AstraZeneca's global R&D centre and headquarters is on the Cambridge Biomedical Campus, next to Addenbrooke's Hospital.",
      "Arm, whose chip designs are used in most of the world's smartphones, is headquartered in Cambridge.",
      'Cambridge Science Park, founded by Trinity College in 1970, is the oldest science park in the UK.',
      'Anglia Ruskin University and the University of Cambridge both teach psychology.',
    ],
    keywords: [
      'graduate sales jobs Cambridge',
      'business development jobs Cambridge',
      'graduate marketing jobs Cambridge',
      'psychology graduate jobs Cambridge',
      'biotech sales jobs Cambridge',
    ],
  },
  {
    key: 'bradford',
    name: 'Bradford',
    region: 'Yorkshire and the Humber',
    description:
      'Bradford is one of the youngest cities in the UK, with an entrepreneurial population and a strong base of family-owned manufacturers, retailers and financial firms that give graduates hands-on sales experience. Psychology graduates who enjoy building relationships across diverse communities will find real opportunity here, only about 20 minutes by train from Leeds.',
    businessHub: 'City Centre, Little Germany & Shipley',
    industries: [
      'Financial services',
      'Food & drink manufacturing',
      'Retail',
      'Textiles & chemicals',
      'Digital & creative',
    ],
    population: '540,000+',
    keyFacts: [
      'The supermarket chain Morrisons has its headquarters in Bradford.',
      'Bradford is UK City of Culture for 2025.',
      'Yorkshire Building Society, one of the largest building societies in the UK, is headquartered in Bradford.',
      "The University of Bradford's School of Management is one of the longest-established business schools in the UK.",
    ],
    keywords: [
      'graduate sales jobs Bradford',
      'business development jobs Bradford',
      'graduate marketing jobs Bradford',
      'psychology graduate jobs Bradford',
      'sales jobs West Yorkshire',
    ],
  },
  {
    key: 'swansea',
    name: 'Swansea',
    region: 'Wales',
    description:
      "Swansea's economy is growing around its waterfront regeneration, a developing tech and life-sciences sector and long-standing strengths in tourism and advanced manufacturing. Psychology graduates can gain broad commercial experience here, from marketing Gower and the coastline to selling to industrial and public-sector customers across South West Wales.",
    businessHub: 'City Centre, SA1 Swansea Waterfront & Fabian Way',
    industries: [
      'Advanced manufacturing & steel',
      'Tourism & hospitality',
      'Life sciences & health',
      'Public sector',
      'Energy',
    ],
    population: '230,000+',
    keyFacts: [
      "The DVLA's headquarters at Morriston is one of the largest employers in Swansea.",
      "Swansea University's School of Management is on the Bay Campus, while psychology is taught at the Singleton Park campus.",
      'The Gower peninsula was designated the first Area of Outstanding Natural Beauty in the UK in 1956.',
      "Tata Steel's Port Talbot works, a short drive away, is switching to electric-arc steelmaking, reshaping the regional supply chain.",
    ],
    keywords: [
      'graduate sales jobs Swansea',
      'business development jobs Swansea',
      'graduate marketing jobs Swansea',
      'psychology graduate jobs Swansea',
      'sales jobs South Wales',
    ],
  },
  {
    key: 'aberdeen',
    name: 'Aberdeen',
    region: 'Scotland',
    description:
      "Aberdeen has long been the UK's oil and gas capital and is now turning towards offshore wind, hydrogen and the wider energy transition, creating business-development roles in engineering and energy services. Psychology graduates who can build trust through long, complex sales cycles are valued by the many operators and contractors based here.",
    businessHub: 'City Centre, Westhill & Dyce',
    industries: ['Oil & gas', 'Offshore wind & renewables', 'Subsea engineering', 'Food & drink', 'Life sciences'],
    population: '220,000+',
    keyFacts: [
      'Westhill, just west of the city, is widely described as a global centre for subsea engineering.',
      "The European Offshore Wind Deployment Centre, also known as Aberdeen Bay Wind Farm, sits just off the city's coast.",
      "The University of Aberdeen has a School of Psychology, and Robert Gordon University's business school also supplies graduates to local employers.",
      "The new South Harbour at Nigg Bay has expanded the port's capacity for energy-transition and cruise vessels.",
    ],
    keywords: [
      'graduate sales jobs Aberdeen',
      'business development jobs Aberdeen',
      'graduate marketing jobs Aberdeen',
      'psychology graduate jobs Aberdeen',
      'energy sales jobs Aberdeen',
    ],
  },
  {
    key: 'dundee',
    name: 'Dundee',
    region: 'Scotland',
    description:
      'Dundee is internationally known for video games and digital entertainment, and its life-sciences and renewables sectors add further variety. For psychology graduates interested in player behaviour, digital marketing or technical sales, it offers an unusually creative starting point with a low cost of living.',
    businessHub: 'Dundee Waterfront, City Centre & Dundee Technology Park',
    industries: ['Video games & digital', 'Life sciences', 'Renewable energy', 'Publishing & media', 'Tourism & culture'],
    population: '140,000+',
    keyFacts: [
      'Lemmings and Grand Theft Auto both started life in Dundee, and studios such as Outplay and 4J are still based there.',
      'V&A Dundee, the first design museum in Scotland, opened on the waterfront in 2018.',
      'DC Thomson, publisher of The Beano and The Sunday Post, has its headquarters in the city.',
      'Abertay University offers games and psychology degrees, and the University of Dundee is a major centre for life-sciences research.',
    ],
    keywords: [
      'graduate sales jobs Dundee',
      'business development jobs Dundee',
      'graduate marketing jobs Dundee',
      'psychology graduate jobs Dundee',
      'games marketing jobs Dundee',
    ],
  },
  {
    key: 'york',
    name: 'York',
    region: 'Yorkshire and the Humber',
    description:
      "York's economy blends a world-famous visitor economy with rail, insurance, confectionery and bioscience, giving graduates options from consumer marketing to B2B sales. Its compact size and well-connected business community make it easy for psychology graduates to make a name for themselves in client-facing roles.",
    businessHub: 'York Central, the City Centre & York Science Park',
    industries: [
      'Tourism & heritage',
      'Rail',
      'Insurance & financial services',
      'Food & confectionery',
      'Bioscience & agri-tech',
    ],
    population: '200,000+',
    keyFacts: [
      "Nestlé's York factory makes KitKat, continuing the city's long chocolate-making tradition.",
      'Aviva and the specialist insurer Hiscox both have substantial offices in York.',
      'York Central, beside the railway station and the National Railway Museum, is one of the largest city-centre regeneration schemes in England.',
      'The University of York and York St John University both teach psychology.',
    ],
    keywords: [
      'graduate sales jobs York',
      'business development jobs York',
      'graduate marketing jobs York',
      'psychology graduate jobs York',
      'sales jobs North Yorkshire',
    ],
  },
  {
    key: 'bath',
    name: 'Bath',
    region: 'South West England',
    description:
      "Bath's economy punches above its size, with a strong software and creative cluster, engineering firms and a high-value tourism sector. Psychology graduates can start in B2B tech sales or brand marketing and still reach Bristol's wider jobs market in about 15 minutes by train.",
    businessHub: 'City Centre, Bath Quays & Bath Riverside',
    industries: ['Software & tech', 'Tourism & heritage', 'Engineering & design', 'Publishing & media', 'Health & wellbeing'],
    population: '90,000+',
    keyFacts: [
      'Bath is the only city in the UK designated in its entirety as a UNESCO World Heritage Site.',
      'Future plc, publisher of specialist magazines and websites, has its headquarters in Bath.',
      'The University of Bath has a highly ranked Department of Psychology and School of Management, and Bath Spa University also teaches psychology.',
      'Rotork, the flow-control engineering company, is headquartered in Bath.',
    ],
    keywords: [
      'graduate sales jobs Bath',
      'business development jobs Bath',
      'graduate marketing jobs Bath',
      'psychology graduate jobs Bath',
      'tech sales jobs Bath',
    ],
  },
  {
    key: 'chester',
    name: 'Chester',
    region: 'North West England',
    description:
      'Chester combines a large financial-services employer base with retail, tourism and business services, while the wider Cheshire and North Wales area adds aerospace and energy. For psychology graduates it offers structured graduate schemes in customer-facing roles and easy access to Liverpool and Manchester.',
    businessHub: 'Chester Business Park, the City Centre & Chester Business Quarter',
    industries: [
      'Financial services',
      'Tourism & retail',
      'Aerospace & advanced manufacturing',
      'Chemicals & energy',
      'Business services',
    ],
    population: '80,000+',
    keyFacts: [
      'Bank of America and MBNA, part of Lloyds Banking Group, both employ large teams in Chester.',
      "Airbus's Broughton factory, just over the Welsh border, builds the wings for most of Airbus's commercial aircraft.",
      'The University of Chester teaches psychology and business, with its main campus close to the city centre.',
      "Chester's Roman and medieval walls are the most complete city walls in Britain, supporting a year-round tourism economy.",
    ],
    keywords: [
      'graduate sales jobs Chester',
      'business development jobs Chester',
      'graduate marketing jobs Chester',
      'psychology graduate jobs Chester',
      'sales jobs Cheshire',
    ],
  },
  {
    key: 'canterbury',
    name: 'Canterbury',
    region: 'South East England',
    description:
      "Canterbury is a university city with a large student population, a strong tourism economy and a growing set of creative, digital and agri-food businesses in East Kent. Psychology graduates can build experience in education, tourism and B2B marketing, with high-speed trains to London opening up the capital's job market too.",
    businessHub: 'City Centre, Canterbury Innovation Centre & Wincheap',
    industries: [
      'Higher education',
      'Tourism & heritage',
      'Agri-food & horticulture',
      'Digital & creative',
      'Healthcare',
    ],
    population: '55,000+',
    keyFacts: [
      "Canterbury Cathedral, St Augustine's Abbey and St Martin's Church together form a UNESCO World Heritage Site.",
      'Southeastern high-speed trains run from Canterbury West to London St Pancras in around an hour.',
      'The University of Kent and Canterbury Christ Church University both teach psychology.',
      'Kent and Medway Medical School, run jointly by the two universities, welcomed its first students in Canterbury in 2020.',
    ],
    keywords: [
      'graduate sales jobs Canterbury',
      'business development jobs Canterbury',
      'graduate marketing jobs Canterbury',
      'psychology graduate jobs Canterbury',
      'sales jobs Kent',
    ],
  },
  {
    key: 'exeter',
    name: 'Exeter',
    region: 'South West England',
    description:
      "Exeter is one of the fastest-growing cities in the South West, where the Met Office, a thriving data-science community and busy professional-services firms create roles for commercially minded graduates. Its compact, well-connected business community makes it easy to meet decision-makers early, so psychology graduates can move into B2B sales, marketing and business development without leaving Devon.",
    businessHub: 'City Centre, Exeter Science Park & Exeter Business Park',
    industries: [
      'Climate & environmental science',
      'Professional services',
      'Data & digital',
      'Higher education',
      'Tourism & hospitality',
    ],
    population: '130,000+',
    keyFacts: [
      'The Met Office moved its headquarters to Exeter in 2003 and is one of the largest employers in the city.',
      'Exeter Science Park, close to the M5 and Exeter Airport, hosts growing data, environmental and health-tech businesses.',
      'The University of Exeter teaches psychology on its Streatham Campus and has a well-regarded Business School.',
      'Exeter St Davids has direct trains to London Paddington in roughly two and a half hours.',
    ],
    keywords: [
      'graduate sales jobs Exeter',
      'business development jobs Exeter',
      'graduate marketing jobs Exeter',
      'psychology graduate jobs Exeter',
      'sales jobs Devon graduate',
    ],
  },
  {
    key: 'norwich',
    name: 'Norwich',
    region: 'East of England',
    description:
      'Norwich has a long history in insurance and financial services and today also hosts a lively digital, creative and agri-tech scene. Psychology graduates can join structured programmes at large employers or take on broad sales and marketing roles in smaller East Anglian firms with room to grow.',
    businessHub: 'City Centre, Norwich Research Park & Broadland Business Park',
    industries: [
      'Insurance & financial services',
      'Agri-tech & food science',
      'Digital & creative',
      'Retail',
      'Healthcare',
    ],
    population: '140,000+',
    keyFacts: [
      'Aviva, formed partly from Norwich Union, remains one of the largest employers in the city.',
      'Norwich Research Park is home to the John Innes Centre, the Quadram Institute and other leading plant and food-science institutes.',
      "The University of East Anglia teaches psychology, and Norwich University of the Arts trains many of the region's designers.",
      'Norwich became the first UNESCO City of Literature in England in 2012.',
    ],
    keywords: [
      'graduate sales jobs Norwich',
      'business development jobs Norwich',
      'graduate marketing jobs Norwich',
      'psychology graduate jobs Norwich',
      'sales jobs Norfolk',
    ],
  },
  {
    key: 'preston',
    name: 'Preston',
    region: 'North West England',
    description:
      "Preston is Lancashire's administrative centre, with public-sector, financial-services and advanced-manufacturing employers and excellent motorway links across the North West. Psychology graduates will find opportunities in account management, marketing and B2B sales, with lower living costs than Manchester and easy access to its jobs market.",
    businessHub: 'City Centre, Preston Docks & Walton Summit',
    industries: ['Aerospace & defence', 'Public sector', 'Financial services', 'Education', 'Logistics'],
    population: '140,000+',
    keyFacts: [
      "BAE Systems' military aircraft sites at Warton and Samlesbury are a short drive from Preston.",
      'The University of Central Lancashire (UCLan) has its main campus in the city centre and teaches psychology.',
      "Preston was granted city status in 2002 to mark Queen Elizabeth II's Golden Jubilee.",
      'Preston sits on the West Coast Main Line and the M6, with direct trains to Manchester, Glasgow and London.',
    ],
    keywords: [
      'graduate sales jobs Preston',
      'business development jobs Preston',
      'graduate marketing jobs Preston',
      'psychology graduate jobs Preston',
      'sales jobs Lancashire',
    ],
  },
  {
    key: 'blackpool',
    name: 'Blackpool',
    region: 'North West England',
    description:
      "Blackpool runs Britain's best-known seaside visitor economy, and a business-events offer built around the Winter Gardens is adding year-round demand for sales and marketing skills. Psychology graduates can learn consumer marketing and hospitality sales in a fast-moving market, or join B2B firms in the airport enterprise zone and along the Fylde coast.",
    businessHub: 'Talbot Gateway, Blackpool Airport Enterprise Zone & Whitehills Business Park',
    industries: ['Tourism & leisure', 'Hospitality & events', 'Public sector', 'Digital & data', 'Energy'],
    population: '140,000+',
    keyFacts: [
      'Blackpool Tower and Pleasure Beach Resort help make the town one of the most visited seaside resorts in Britain.',
      'The Winter Gardens and its purpose-built conference centre bring conferences, exhibitions and business events to the town.',
      'Lancaster University and UCLan are within commuting distance, and Blackpool and The Fylde College offers degree-level courses locally.',
      "Blackpool's promenade tramway, opened in 1885, is one of the oldest electric tramways in the world.",
    ],
    keywords: [
      'graduate sales jobs Blackpool',
      'marketing jobs Blackpool',
      'business development jobs Fylde coast',
      'psychology graduate jobs Blackpool',
      'hospitality sales jobs Blackpool',
    ],
  },
  {
    key: 'bournemouth',
    name: 'Bournemouth',
    region: 'South West England',
    description:
      'Bournemouth, together with Poole and Christchurch, has a strong financial-services sector, a digital and creative industry that punches above its weight and a large visitor economy. Psychology graduates can start with banks and insurers, digital agencies or tourism brands, often in roles that combine sales with data-driven marketing.',
    businessHub: 'Lansdowne Business District, the Town Centre & Bournemouth Airport Business Park',
    industries: ['Financial services', 'Digital & creative', 'Tourism & hospitality', 'Aerospace & engineering', 'Education'],
    population: '190,000+',
    keyFacts: [
      'JP Morgan runs one of its largest UK operations from a campus in Bournemouth.',
      'The insurer LV= (Liverpool Victoria) has its headquarters in Bournemouth.',
      'Bournemouth University teaches psychology and is known for its National Centre for Computer Animation.',
      "The town's seven miles of sandy beach draw millions of visitors a year, sustaining a large hospitality sector.",
    ],
    keywords: [
      'graduate sales jobs Bournemouth',
      'business development jobs Bournemouth',
      'graduate marketing jobs Bournemouth',
      'psychology graduate jobs Bournemouth',
      'sales jobs Dorset',
    ],
  },
  {
    key: 'sunderland',
    name: 'Sunderland',
    region: 'North East England',
    description:
      "Sunderland is home to the UK's largest car factory and a fast-growing electric-vehicle battery industry, and its software and digital community adds tech-sales and marketing opportunities. Psychology graduates can gain B2B sales experience in automotive supply chains or build a career in the city's customer-operations and tech businesses.",
    businessHub: 'Riverside Sunderland, Doxford International & the International Advanced Manufacturing Park',
    industries: [
      'Automotive & EV batteries',
      'Advanced manufacturing',
      'Software & digital',
      'Customer operations & business services',
      'Public sector',
    ],
    population: '270,000+',
    keyFacts: [
      "Nissan's Sunderland plant is the largest car factory in the UK and builds models including the Qashqai.",
      'AESC makes electric-vehicle batteries next to the Nissan plant and has expanded there with a second gigafactory.',
      'The University of Sunderland teaches psychology and business, and the Sunderland Software Centre provides space for tech start-ups.',
      "Doxford International business park is home to Arriva's headquarters and several large customer-service operations.",
    ],
    keywords: [
      'graduate sales jobs Sunderland',
      'business development jobs Sunderland',
      'graduate marketing jobs Sunderland',
      'psychology graduate jobs Sunderland',
      'automotive sales jobs North East',
    ],
  },
  {
    key: 'middlesbrough',
    name: 'Middlesbrough',
    region: 'North East England',
    description:
      "Middlesbrough is at the centre of Teesside's industrial economy, which is being reshaped by hydrogen, carbon capture and the Teesworks regeneration site, alongside a growing digital cluster in the Boho Zone. Psychology graduates can build careers selling to engineering and energy clients or marketing for the town's tech and games start-ups.",
    businessHub: 'Middlehaven & the Boho Zone, the Town Centre & Teesworks',
    industries: [
      'Chemicals & process industries',
      'Hydrogen & clean energy',
      'Digital & games',
      'Advanced manufacturing',
      'Healthcare',
    ],
    population: '140,000+',
    keyFacts: [
      'Teesworks, on the former Redcar steelworks site, is one of the largest industrial regeneration zones in the UK.',
      'The Boho Zone in Middlehaven is a cluster of digital, games and creative businesses.',
      'Teesside University, based in the town centre, teaches psychology and is well known for games and animation courses.',
      'The Darlington Economic Campus, a short train ride away, has brought Treasury and other government jobs to the Tees Valley.',
    ],
    keywords: [
      'graduate sales jobs Middlesbrough',
      'business development jobs Teesside',
      'graduate marketing jobs Middlesbrough',
      'psychology graduate jobs Middlesbrough',
      'sales jobs Tees Valley',
    ],
  },
  {
    key: 'warrington',
    name: 'Warrington',
    region: 'North West England',
    description:
      'Warrington sits midway between Manchester and Liverpool where the M6, M62 and M56 meet, which has made it a major base for logistics, energy and business-services headquarters. Psychology graduates can access a wide range of B2B sales and account-management roles while commuting easily across the North West.',
    businessHub: 'Birchwood Park, Centre Park & Omega',
    industries: ['Logistics & distribution', 'Nuclear & energy', 'Business services', 'Retail', 'Engineering'],
    population: '210,000+',
    keyFacts: [
      'Birchwood has long been a centre for nuclear engineering, and the National Nuclear Laboratory is headquartered there.',
      'Omega, beside junction 8 of the M62, is one of the largest distribution parks in the North West, with occupiers including Amazon and THG.',
      'Warrington Bank Quay and Warrington Central stations give fast links to Manchester, Liverpool, London and Scotland.',
      'United Utilities, the water company for the North West, has its headquarters in Warrington.',
    ],
    keywords: [
      'graduate sales jobs Warrington',
      'business development jobs Warrington',
      'graduate marketing jobs Warrington',
      'psychology graduate jobs Warrington',
      'account manager jobs Warrington',
    ],
  },
  {
    key: 'huddersfield',
    name: 'Huddersfield',
    region: 'Yorkshire and the Humber',
    description:
      "Huddersfield's engineering, chemicals and textile heritage sits alongside a growing digital and creative sector, supported by a university with strong industry links. For psychology graduates it is an affordable base for technical sales or marketing roles, with both Leeds and Manchester within commuting distance.",
    businessHub: 'Town Centre, the Waterfront & the National Health Innovation Campus',
    industries: ['Engineering & manufacturing', 'Chemicals', 'Textiles', 'Digital & creative', 'Health innovation'],
    population: '140,000+',
    keyFacts: [
      'David Brown Santasalo, the gear maker founded in Huddersfield in 1860, still engineers gearboxes in the town.',
      "The University of Huddersfield is developing the National Health Innovation Campus on the town's waterfront.",
      "Huddersfield's mills still weave fine worsted cloth that is sold to luxury tailors around the world.",
      'Trains reach Leeds in around 20 minutes and Manchester in about half an hour.',
    ],
    keywords: [
      'graduate sales jobs Huddersfield',
      'business development jobs Huddersfield',
      'graduate marketing jobs Huddersfield',
      'psychology graduate jobs Huddersfield',
      'sales jobs Kirklees',
    ],
  },
  {
    key: 'peterborough',
    name: 'Peterborough',
    region: 'East of England',
    description:
      'Peterborough is one of the fastest-growing cities in the UK, with large logistics, financial-services and environmental businesses and fast trains to London. Psychology graduates can join expanding firms in sales, customer success and marketing while enjoying lower living costs than the capital.',
    businessHub: 'City Centre, Fletton Quays & Lynch Wood',
    industries: [
      'Logistics & distribution',
      'Financial services & insurance',
      'Engineering',
      'Environmental services',
      'Retail',
    ],
    population: '210,000+',
    keyFacts: [
      'Price-comparison site Compare the Market is headquartered in Peterborough.',
      'Perkins Engines, part of Caterpillar, has been making diesel engines in Peterborough since 1932.',
      'Anglia Ruskin University opened its ARU Peterborough campus in the city in 2022.',
      "East Coast Main Line trains reach London King's Cross in under an hour.",
    ],
    keywords: [
      'graduate sales jobs Peterborough',
      'business development jobs Peterborough',
      'graduate marketing jobs Peterborough',
      'psychology graduate jobs Peterborough',
      'sales jobs Cambridgeshire',
    ],
  },
  {
    key: 'luton',
    name: 'Luton',
    region: 'East of England',
    description:
      "Luton is home to one of the UK's busiest airports and the headquarters of easyJet and TUI UK, making aviation, travel and logistics major employers of graduate sales and marketing staff. Psychology graduates can build commercial experience here with quick trains to London for wider opportunities.",
    businessHub: 'Town Centre, Butterfield Business Park & Capability Green',
    industries: ['Aviation & travel', 'Aerospace & defence electronics', 'Logistics', 'Retail', 'Public services'],
    population: '220,000+',
    keyFacts: [
      'easyJet has its headquarters, Hangar 89, at London Luton Airport.',
      "TUI's UK headquarters and Leonardo's defence electronics site are both in Luton.",
      'The University of Bedfordshire has its main campus in Luton and teaches psychology.',
      'Luton Airport Parkway has fast trains to London and is linked to the terminal by the Luton DART shuttle.',
    ],
    keywords: [
      'graduate sales jobs Luton',
      'business development jobs Luton',
      'graduate marketing jobs Luton',
      'psychology graduate jobs Luton',
      'travel sales jobs Luton',
    ],
  },
  {
    key: 'milton-keynes',
    name: 'Milton Keynes',
    region: 'South East England',
    description:
      'Milton Keynes is one of the fastest-growing economies in the UK, with a large cluster of corporate headquarters, technology firms and logistics operators drawn by its central location. Psychology graduates can find graduate sales and marketing schemes with well-known brands, often with rapid progression as businesses expand.',
    businessHub: 'Central Milton Keynes, Kents Hill & Magna Park',
    industries: [
      'Technology & digital',
      'Logistics & distribution',
      'Financial & professional services',
      'Automotive & motorsport',
      'Retail',
    ],
    population: '280,000+',
    keyFacts: [
      "Santander UK, Network Rail and Domino's Pizza Group all have major offices or headquarters in Milton Keynes.",
      "Red Bull Racing's Formula One team is based in Milton Keynes, at the heart of the UK's Motorsport Valley.",
      'The Open University, headquartered at Walton Hall, is one of the largest providers of psychology degrees in the UK.',
      "Bletchley Park, the Second World War codebreaking centre, is now a museum in the city's south.",
    ],
    keywords: [
      'graduate sales jobs Milton Keynes',
      'business development jobs Milton Keynes',
      'graduate marketing jobs Milton Keynes',
      'psychology graduate jobs Milton Keynes',
      'sales jobs Buckinghamshire',
    ],
  },
  {
    key: 'northampton',
    name: 'Northampton',
    region: 'East Midlands',
    description:
      "Northampton's central location has made it a hub for logistics, financial services and building-supplies businesses, while its famous footwear industry keeps a premium consumer-brand presence. Psychology graduates can move into B2B sales, account management or brand marketing, with London reachable in about an hour.",
    businessHub: 'Town Centre, Brackmills & Grange Park',
    industries: [
      'Logistics & distribution',
      'Financial services',
      'Footwear & leather',
      'Builders merchants & construction supplies',
      'Food & drink',
    ],
    population: '210,000+',
    keyFacts: [
      'Travis Perkins is headquartered in Northampton, and Barclaycard and Nationwide Building Society also employ large teams in the town.',
      "Church's and Crockett & Jones still make high-end shoes in Northampton.",
      "The University of Northampton's Waterside Campus opened in 2018 and offers psychology and business degrees.",
      "Carlsberg's large brewery sits beside the River Nene close to the town centre.",
    ],
    keywords: [
      'graduate sales jobs Northampton',
      'business development jobs Northampton',
      'graduate marketing jobs Northampton',
      'psychology graduate jobs Northampton',
      'sales jobs Northamptonshire',
    ],
  },
  {
    key: 'telford',
    name: 'Telford',
    region: 'West Midlands',
    description:
      "Telford is one of England's most successful new towns, with a large manufacturing, defence and logistics base that attracts international investors. Psychology graduates can start in B2B and technical sales with global manufacturers or in marketing for the town's growing service and retail sector.",
    businessHub: 'Telford Town Centre, Stafford Park & Hortonwood',
    industries: ['Advanced manufacturing', 'Automotive components', 'Defence', 'Logistics', 'Food & drink'],
    population: '140,000+',
    keyFacts: [
      'Ironbridge Gorge, on the southern edge of Telford, is a UNESCO World Heritage Site.',
      'International manufacturers including Denso and Makita run production sites in Telford.',
      "Harper Adams University is nearby, and the University of Wolverhampton runs its Telford Innovation Campus in the town.",
      'Rheinmetall BAE Systems Land builds armoured vehicles, including the Challenger 3 tank, at its Telford site.',
    ],
    keywords: [
      'graduate sales jobs Telford',
      'business development jobs Telford',
      'graduate marketing jobs Telford',
      'psychology graduate jobs Telford',
      'sales jobs Shropshire',
    ],
  },
  {
    key: 'ipswich',
    name: 'Ipswich',
    region: 'East of England',
    description:
      "Ipswich is Suffolk's county town and a centre for insurance and financial services, while the nearby Port of Felixstowe drives logistics and shipping businesses. BT's research campus at Adastral Park adds technology roles, giving psychology graduates a varied choice of sales and marketing careers in East Anglia.",
    businessHub: 'Ipswich Waterfront, the Town Centre & Adastral Park',
    industries: ['Insurance & financial services', 'Ports & logistics', 'Telecoms & ICT', 'Agri-food', 'Public sector'],
    population: '130,000+',
    keyFacts: [
      'AXA and WTW (Willis Towers Watson) both have major offices in Ipswich.',
      'The Port of Felixstowe, about 12 miles away, is the busiest container port in Britain.',
      "BT's Adastral Park at Martlesham is the company's global research and development centre.",
      'The University of Suffolk, based on the Ipswich Waterfront, teaches psychology.',
    ],
    keywords: [
      'graduate sales jobs Ipswich',
      'business development jobs Ipswich',
      'graduate marketing jobs Ipswich',
      'psychology graduate jobs Ipswich',
      'sales jobs Suffolk',
    ],
  },
  {
    key: 'swindon',
    name: 'Swindon',
    region: 'South West England',
    description:
      "Swindon's position on the M4 corridor has attracted major headquarters in financial services, energy and research funding, giving graduates access to well-established sales and marketing programmes. Psychology graduates can progress quickly here while staying within reach of Bristol, Reading and London.",
    businessHub: 'Town Centre, Windmill Hill & Delta Business Park',
    industries: ['Financial services', 'Energy', 'Automotive & engineering', 'Pharmaceuticals & healthcare', 'Logistics'],
    population: '230,000+',
    keyFacts: [
      'Nationwide, the largest building society in the world, is headquartered in Swindon.',
      'UK Research and Innovation (UKRI) and energy company RWE both have their UK headquarters in Swindon.',
      "Swindon Designer Outlet occupies restored buildings of the Great Western Railway's former works.",
      'Great Western Railway trains reach London Paddington in under an hour.',
    ],
    keywords: [
      'graduate sales jobs Swindon',
      'business development jobs Swindon',
      'graduate marketing jobs Swindon',
      'psychology graduate jobs Swindon',
      'sales jobs Wiltshire',
    ],
  },
];

const byKey = new Map(cities.map((city) => [city.key, city]));

/**
 * The home page's link grid, in the specification's order. It names 48 of the 50 cities; the pages of the
 * other two (Ipswich, Swindon) are reached from the sitemap and search, as the specification leaves some
 * cities out of the grid.
 */
const homeGridKeys = [
  'london', 'birmingham', 'manchester', 'liverpool', 'leeds', 'sheffield', 'bristol', 'newcastle', 'nottingham',
  'leicester', 'southampton', 'portsmouth', 'brighton', 'reading', 'oxford', 'cambridge', 'coventry', 'bradford',
  'hull', 'plymouth', 'stoke-on-trent', 'wolverhampton', 'derby', 'swansea', 'cardiff', 'belfast', 'edinburgh',
  'glasgow', 'aberdeen', 'dundee', 'york', 'bath', 'chester', 'canterbury', 'exeter', 'norwich', 'preston',
  'blackpool', 'bournemouth', 'sunderland', 'middlesbrough', 'warrington', 'huddersfield', 'peterborough', 'luton',
  'milton-keynes', 'northampton', 'telford',
] as const;

/** The cities the home page's grid links to, in its order. */
export const homeGridCities: readonly CityProfile[] = homeGridKeys.map((key) => {
  const city = byKey.get(key);
  if (!city) throw new Error(`The home grid names an unknown city: ${key}`);
  return city;
});

/** The city with this /areas/{key} key, or undefined. */
export function findCity(key: string): CityProfile | undefined {
  return byKey.get(key);
}
