/**
 * The word lists bench/search builds its candidates from. All of it is written for this bench (no
 * outside data): common resume words first, then a long tail of made-up words from syllables, so
 * that drawing ranks log-uniformly gives Zipf-like term frequencies (rank r in about 1/r of draws).
 */

const split = (s: string) => s.trim().split(/\s+/);

export const FIRST_NAMES = split(`
  Ada Grace Linus Priya Mateo Wei Amara Jonas Sofia Omar Hana Ivan Aisha Bruno Chloe Diego Elif Farah
  Gustav Hiro Ines Jamal Kaia Luca Maya Nadia Oskar Paulo Quinn Rosa Sami Tariq Uma Vera Wanjiru Xavier
  Yara Zoe Aarav Bea Cyrus Dalia Emeka Freya Gabriel Helga Ilse Joao Kenji Leila Marco Nia Olu Pia Rafael
  Selin Tomas Ulla Vikram Wren Yusuf Zara Anders Beatriz Carmen Dmitri Esme Felix Giulia Hamid Isla Jun
  Kofi Lena Mira Nikolai Orla Pedro Rania Stefan Thandi Ugo Valentina Walter Ximena Yosef Zeynep Alma Boris
  Cleo Dev Eun Fatima Goran Hugo Irina Jasper Kamala Lars Meera Noor Otto Parisa Rei Sven Tamar Ulf Vida
`);

export const LAST_NAMES = split(`
  Lovelace Hopper Torvalds Patel Garcia Zhang Okafor Berg Rossi Haddad Tanaka Petrov Silva Kim Nguyen
  Mueller Dubois Kowalski Novak Andersson Johansson Hansen Larsen Virtanen Horvath Popescu Ivanova
  Fernandez Lopez Martinez Gonzalez Rodriguez Santos Oliveira Costa Pereira Almeida Mendes Barbosa Ribeiro
  Cohen Levi Mizrahi Friedman Katz Shapiro Adeyemi Mensah Boateng Owusu Kamau Otieno Mwangi Banda Phiri
  Dlamini Nkosi Singh Sharma Gupta Reddy Iyer Nair Menon Rao Das Bose Chatterjee Mukherjee Sato Suzuki
  Takahashi Watanabe Ito Yamamoto Nakamura Kobayashi Park Lee Choi Jung Kang Cho Yoon Jang Lim Han Wang
  Li Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo Lin Tran Le Pham Hoang Vu Vo Dang Bui Do
  Ahmed Hassan Ali Hussein Mahmoud Ibrahim Mansour Khalil Aziz Farouk Yilmaz Kaya Demir Sahin Celik Ozturk
  Murphy Kelly Byrne Walsh Ryan OBrien Doyle McCarthy Gallagher Campbell Stewart Robertson Thomson Reid
  Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf Neumann
  Jansen DeVries VanDijk Bakker Visser Smit Meijer DeBoer Mulder Bos Vos Peters Hendriks Dekker
  Moreau Laurent Simon Michel Lefebvre Leroy Roux David Bertrand Morel Fournier Girard Bonnet Dupont
  Lambert Fontaine Rousseau Vincent Blanc Guerin Muller Henry Boyer Chevalier Francois Legrand Gauthier
  Eriksen Nilsen Lund Strand Dahl Bakke Moen Holm Haugen Berglund Lindqvist Sandberg Forsberg Nyberg
`);

/** About half of these contain "Engineer", so the word matches about half the candidates. */
export const TITLES = split(`
  Software_Engineer Data_Engineer Senior_Engineer DevOps_Engineer Backend_Engineer Frontend_Engineer
  Platform_Engineer Site_Reliability_Engineer Machine_Learning_Engineer Security_Engineer QA_Engineer
  Mobile_Engineer Embedded_Engineer Network_Engineer Civil_Engineer Mechanical_Engineer Electrical_Engineer
  Staff_Engineer Principal_Engineer Cloud_Engineer Solutions_Engineer Firmware_Engineer Test_Engineer
  Product_Designer Account_Executive Data_Analyst Registered_Nurse Financial_Analyst Recruiter
  Product_Manager Project_Manager Marketing_Manager Sales_Director Customer_Success_Manager Accountant
  Business_Analyst UX_Researcher Technical_Writer Operations_Manager HR_Generalist Office_Manager
  Pharmacist Teacher Lawyer Paralegal Logistics_Coordinator Supply_Chain_Analyst Content_Strategist
  Graphic_Designer Data_Scientist
`).map((t) => t.replaceAll('_', ' '));

export const SKILLS = split(`
  Python SQL Excel JavaScript TypeScript Java Communication React AWS Leadership Docker Kubernetes Go
  PostgreSQL Linux Git Salesforce Figma Tableau Spark Node.js Rust C++ C# Scala Kotlin Swift Ruby PHP
  Terraform Ansible Jenkins GraphQL REST Kafka Redis MongoDB Elasticsearch Snowflake dbt Airflow Pandas
  NumPy PyTorch TensorFlow scikit-learn R MATLAB SAS SPSS PowerBI Looker HubSpot Marketo Jira Confluence
  Agile Scrum Kanban Negotiation Budgeting Forecasting Accounting GAAP IFRS SAP Oracle NetSuite Workday
  Recruiting Sourcing Onboarding Payroll Compliance GDPR HIPAA ISO27001 SOC2 Pentesting Networking
  Cisco Azure GCP Vue Angular Svelte Django Flask Rails Spring Laravel Express NestJS Hono Drizzle Prisma
  Photoshop Illustrator Sketch InDesign Copywriting SEO SEM Analytics Bookkeeping Auditing Tax Lean
  SixSigma Procurement Logistics Warehousing Forklift Nursing Phlebotomy Triage Pharmacology Teaching
  Curriculum Litigation Contracts Mediation Research Statistics Econometrics Bioinformatics Genomics CAD
  SolidWorks AutoCAD Revit PLC Robotics Embedded FPGA Verilog VHDL Firmware Bluetooth Zigbee LoRa COBOL
  Fortran Haskell Elixir Erlang Clojure OCaml Zig Julia Perl Bash PowerShell
`);

export const CITIES = split(`
  Berlin,_Germany London,_United_Kingdom Bengaluru,_India Austin,_TX Toronto,_Canada Remote
  New_York,_NY San_Francisco,_CA Paris,_France Madrid,_Spain Lisbon,_Portugal Amsterdam,_Netherlands
  Warsaw,_Poland Stockholm,_Sweden Oslo,_Norway Copenhagen,_Denmark Helsinki,_Finland Dublin,_Ireland
  Zurich,_Switzerland Vienna,_Austria Prague,_Czechia Budapest,_Hungary Bucharest,_Romania Athens,_Greece
  Istanbul,_Turkey Cairo,_Egypt Lagos,_Nigeria Nairobi,_Kenya Accra,_Ghana Johannesburg,_South_Africa
  Cape_Town,_South_Africa Dubai,_UAE Riyadh,_Saudi_Arabia Tel_Aviv,_Israel Mumbai,_India Delhi,_India
  Hyderabad,_India Chennai,_India Pune,_India Singapore Jakarta,_Indonesia Manila,_Philippines
  Bangkok,_Thailand Ho_Chi_Minh_City,_Vietnam Hanoi,_Vietnam Seoul,_South_Korea Tokyo,_Japan Osaka,_Japan
  Shanghai,_China Shenzhen,_China Beijing,_China Taipei,_Taiwan Hong_Kong Sydney,_Australia
  Melbourne,_Australia Auckland,_New_Zealand Vancouver,_Canada Montreal,_Canada Seattle,_WA Denver,_CO
  Chicago,_IL Boston,_MA Atlanta,_GA Miami,_FL Dallas,_TX Houston,_TX Phoenix,_AZ Portland,_OR
  Minneapolis,_MN Detroit,_MI Philadelphia,_PA Pittsburgh,_PA Raleigh,_NC Nashville,_TN Salt_Lake_City,_UT
  Los_Angeles,_CA San_Diego,_CA Mexico_City,_Mexico Guadalajara,_Mexico Bogota,_Colombia Medellin,_Colombia
  Lima,_Peru Santiago,_Chile Buenos_Aires,_Argentina Sao_Paulo,_Brazil Rio_de_Janeiro,_Brazil
  Montevideo,_Uruguay Munich,_Germany Hamburg,_Germany Frankfurt,_Germany Cologne,_Germany
  Manchester,_United_Kingdom Edinburgh,_United_Kingdom Bristol,_United_Kingdom Lyon,_France
  Barcelona,_Spain Milan,_Italy Rome,_Italy Brussels,_Belgium Krakow,_Poland Tallinn,_Estonia Riga,_Latvia
`).map((c) => c.replaceAll('_', ' '));

export const COMPANIES = split(`
  Acme Globex Initech Hooli Umbrella Stark Wayne Cyberdyne Soylent Tyrell Wonka Oscorp Aperture Massive
  Dynamics Vandelay Pied_Piper Gringotts Monarch Nakatomi Virtucon Gekko Dunder_Mifflin Prestige Sterling
  Bluth Wernham Los_Pollos Krusty Duff Vehement Rekall Weyland InGen Octan Ollivander Sirius Yoyodyne
  Zorg Axiom Nimbus Quantum Horizon Summit Evergreen Northwind Contoso Fabrikam Tailspin Litware Adatum
`).map((c) => c.replaceAll('_', ' '));

/** Share of candidates per source (percent). No "Agency" candidate lists the skill AGENCY_NEVER_SKILL. */
export const SOURCES: [string, number][] = [
  ['LinkedIn', 30],
  ['Careers page', 20],
  ['Referral', 15],
  ['Job board', 15],
  ['Sourced', 10],
  ['Agency', 5],
  ['Event', 3],
  ['Import', 2],
];
export const AGENCY_NEVER_SKILL = SKILLS[3]!;

const COMMON = split(`
  team project data customer product built led managed developed designed delivered improved reduced
  increased system systems service services platform process processes design development support quality
  experience years work working across cross functional stakeholders requirements strategy planning
  performance reporting analysis analytics operations business growth revenue cost costs budget clients
  client partner partners vendor vendors internal external global regional national local program programs
  release releases launch launched migration migrated automated automation pipeline pipelines testing tests
  documentation training mentored mentoring hired coached presented owned drove created implemented
  maintained scaled scaling optimized optimization monitoring incident incidents response security risk
  compliance audit audits policy policies contract contracts negotiation negotiated sales marketing
  campaign campaigns content research researched users user interviews roadmap roadmaps metrics kpis
  dashboard dashboards report reports model models forecast forecasts inventory supply chain logistics
  warehouse shipping patient patients care clinical hospital ward school students curriculum classroom
  lesson lessons court cases legal filings financial finance accounting ledger invoices payroll tax taxes
  hiring recruiting candidates interviews onboarding employees staff workforce culture engagement
  retention satisfaction support tickets escalations feedback survey surveys weekly monthly quarterly
  annual daily real time high volume low latency reliable available secure efficient effective successful
  new existing legacy modern internal tooling tools framework frameworks library libraries api apis
  integration integrations microservices database databases cloud infrastructure network networks devices
  hardware software mobile web frontend backend fullstack responsive accessible component components
  responsible collaborated coordinated communicated facilitated organized supervised evaluated assessed
  identified resolved troubleshooting diagnosed repaired installed configured deployed shipped published
  wrote authored reviewed approved prepared processed handled tracked measured achieved exceeded met goals
  targets quota award recognized promoted certified licensed degree bachelor master university college
  graduated coursework thesis volunteer community nonprofit startup enterprise agency consultancy
  industry healthcare fintech retail ecommerce education government manufacturing energy media gaming
  travel hospitality insurance banking telecom automotive aerospace biotech pharma logistics construction
  million thousand percent hundreds dozens several multiple first second primary key critical major
`);

const SYLLABLES = split('ka lo mi ne ru ta be zo vi da pe su go ri ha yo ke nu fa li mo se ti wa bu ze');

/** Common words (ranks 1…), the names of things, then made-up words (the long tail, rare terms). */
export function vocabulary(tail = 60_000): string[] {
  const words = [...COMMON, ...SKILLS.map((s) => s.toLowerCase()), ...COMPANIES.map((c) => c.toLowerCase().split(' ')[0]!), ...CITIES.map((c) => c.toLowerCase().split(/[ ,]/)[0]!)];
  const seen = new Set(words);
  const n = SYLLABLES.length;
  for (let i = 0; words.length < COMMON.length + tail; i++) {
    const w = SYLLABLES[i % n]! + SYLLABLES[Math.floor(i / n) % n]! + SYLLABLES[Math.floor(i / n / n) % n]! + (i >= n * n * n ? SYLLABLES[Math.floor(i / n / n / n) % n]! : '') + 'x';
    if (!seen.has(w)) {
      seen.add(w);
      words.push(w);
    }
  }
  return words;
}
