/**
 * Job descriptions for bench/match, written for this project (CC0, like the resumes they are judged
 * against), and for each one the resumes of ../shared/data/resumes-labeled judged by hand: `relevant`
 * (grade 2: a recruiter would call them), `partial` (grade 1: adjacent experience, worth a look).
 * Every resume not listed was judged irrelevant (grade 0). The judgments come from reading each
 * resume's titles, skills, degrees and experience, never from a ranking this code produced.
 * Most jobs are remote so that location, which the judgments ignore, does not decide the order.
 */
export type BenchJob = {
  title: string;
  location: string | null;
  workplace: 'onsite' | 'remote' | 'hybrid';
  description: string;
  relevant: number[];
  partial: number[];
};

const html = (about: string, requirements: string[], nice: string[]) =>
  `<p>${about}</p><h3>Requirements</h3><ul>${requirements.map((r) => `<li>${r}</li>`).join('')}</ul><h3>Nice to have</h3><ul>${nice.map((r) => `<li>${r}</li>`).join('')}</ul>`;

export const BENCH_JOBS: BenchJob[] = [
  {
    title: 'Java Backend Developer',
    location: null,
    workplace: 'remote',
    description: html(
      'We build the order and billing services behind a busy marketplace and need a developer to own Java services end to end.',
      ['3+ years building server applications in Java (J2EE or Spring)', 'Spring Boot, Hibernate/JPA and REST web services', 'Solid SQL with Oracle or MySQL', "Bachelor's degree in computer science or similar"],
      ['Microservices and Maven', 'Experience with JUnit and Git'],
    ),
    relevant: [10, 138, 145, 161, 195, 196, 203, 210, 212],
    partial: [23, 34, 41, 45, 50, 76, 149, 181, 208],
  },
  {
    title: 'PHP Web Developer',
    location: null,
    workplace: 'remote',
    description: html(
      'Our agency builds and maintains e-commerce and content sites for small businesses.',
      ['Strong PHP and MySQL', 'JavaScript, HTML and CSS for responsive pages', 'Experience with a CMS such as WordPress, Drupal or Joomla'],
      ['Laravel or CodeIgniter', 'jQuery and AJAX', 'Linux server administration'],
    ),
    relevant: [139, 144, 159, 169, 179, 181, 201, 202, 217, 220],
    partial: [23, 148, 155, 174, 192, 194, 198],
  },
  {
    title: 'QA Automation Engineer',
    location: null,
    workplace: 'remote',
    description: html(
      'Join the quality team of a SaaS product and automate what we still test by hand.',
      ['2+ years of software testing: test cases, regression testing and defect management', 'Test automation with Selenium', 'Agile teams, SDLC and STLC'],
      ['Cucumber, TestNG or JUnit', 'Performance testing with JMeter', 'JIRA'],
    ),
    relevant: [6, 32, 37, 61, 69, 73, 140, 142],
    partial: [43, 77, 171, 193],
  },
  {
    title: 'Network Engineer',
    location: null,
    workplace: 'remote',
    description: html(
      'Run and grow the network of our data centers and offices.',
      ['Routing and switching on Cisco devices', 'BGP, OSPF, EIGRP, VLANs and TCP/IP', 'Firewalls and VPN', 'CCNA certification'],
      ['Network security monitoring', 'Experience in a network operations center'],
    ),
    relevant: [18, 19, 27, 163, 199],
    partial: [8, 29, 154, 225],
  },
  {
    title: 'IT Technical Support Engineer',
    location: null,
    workplace: 'remote',
    description: html(
      'Be the first line of help for 800 employees: laptops, accounts, mail and the network.',
      ['Troubleshooting Windows desktops and Microsoft Office', 'Active Directory and Exchange Server administration', 'Help desk and ticketing experience', 'Basic networking: DNS, DHCP, LAN'],
      ['Linux', 'ITIL incident management'],
    ),
    relevant: [8, 28, 29, 48, 71, 80, 148, 166, 225],
    partial: [9, 12, 51, 75, 199, 206],
  },
  {
    title: 'SAP ABAP Developer',
    location: null,
    workplace: 'remote',
    description: html(
      'Extend and support our SAP ECC landscape for finance and logistics.',
      ['3+ years of SAP ABAP development: reports, Smartforms, BAPIs, user exits', 'Writing technical specifications from functional designs', 'Debugging and performance tuning'],
      ['SAP PI/XI integration', 'Functional knowledge of SAP SD, MM or FI'],
    ),
    relevant: [11, 21, 41, 45],
    partial: [7, 20, 35, 63],
  },
  {
    title: 'Embedded Software Engineer',
    location: null,
    workplace: 'remote',
    description: html(
      'Write the firmware of connected industrial sensors.',
      ['C and C++ for embedded systems', 'Firmware and device drivers on microcontrollers', 'RTOS and Linux', "Bachelor's in electronics or computer engineering"],
      ['Digital signal processing', 'Python for test tooling'],
    ),
    relevant: [143, 152, 156, 170],
    partial: [36, 131, 137, 147, 158, 223],
  },
  {
    title: 'Android Developer',
    location: null,
    workplace: 'remote',
    description: html(
      'Build the Android app that 2 million riders use every week.',
      ['3+ years building Android applications in Java or Kotlin', 'REST web services and JSON', 'Publishing apps to the Play Store'],
      ['iOS experience', 'Unit testing and Git'],
    ),
    relevant: [160, 171, 180, 188],
    partial: [23, 36, 151, 158, 174, 182],
  },
  {
    title: 'Data Analyst',
    location: null,
    workplace: 'remote',
    description: html(
      'Turn sales and operations data into reports the leadership team acts on.',
      ['Strong SQL and data analysis', 'Reporting with Tableau, Power BI or SSRS', 'Excel', 'Data warehousing and ETL concepts'],
      ['SAS, SPSS or Python for statistics', 'Business intelligence tools such as Business Objects'],
    ),
    relevant: [31, 67, 184, 186],
    partial: [30, 74, 175, 213, 221, 248],
  },
  {
    title: 'DevOps Engineer',
    location: null,
    workplace: 'remote',
    description: html(
      'Automate how 40 engineers build, test and ship.',
      ['CI/CD pipelines with Jenkins or Bamboo', 'AWS or Azure cloud infrastructure', 'Docker and Kubernetes', 'Scripting in Shell, Python or PowerShell'],
      ['Terraform or Ansible', 'Release management'],
    ),
    relevant: [2, 26, 57],
    partial: [12, 46, 61, 200, 209],
  },
  {
    title: 'Digital Marketing Manager',
    location: null,
    workplace: 'remote',
    description: html(
      'Own our digital channels: social, search and content.',
      ['3+ years of digital marketing', 'Social media marketing and content marketing', 'SEO and SEM campaigns', 'Google Analytics reporting'],
      ['Email marketing and marketing automation', 'Brand management'],
    ),
    relevant: [16, 86, 91, 92, 104, 106, 109, 110, 136],
    partial: [3, 22, 82, 84, 99, 111, 114],
  },
  {
    title: 'B2B Sales Executive',
    location: null,
    workplace: 'remote',
    description: html(
      'Win and grow accounts for our business software.',
      ['Proven B2B sales record against a quota', 'Business development and lead generation', 'Account management and negotiation', 'Customer relationship management in a CRM'],
      ['Channel sales', 'Sales training or sales management'],
    ),
    relevant: [5, 38, 68, 97, 101, 107, 125, 228],
    partial: [49, 52, 88, 113, 122, 176, 177, 241],
  },
  {
    title: 'Financial Analyst',
    location: null,
    workplace: 'remote',
    description: html(
      'Support planning and reporting for a growing group of companies.',
      ['Financial analysis, budgeting and forecasting', 'Financial modeling and financial reporting in Excel', "Bachelor's in finance or commerce"],
      ['MBA or CFA', 'Risk analysis', 'ERP experience'],
    ),
    relevant: [30, 134, 165, 233],
    partial: [35, 40, 114, 213, 284],
  },
  {
    title: 'Staff Accountant',
    location: null,
    workplace: 'remote',
    description: html(
      'Keep the books of our three entities accurate and on time.',
      ['Accounting and bookkeeping', 'Accounts payable, accounts receivable and reconciliation', 'General ledger and month-end close', 'B.Com or a degree in accounting'],
      ['Tally, QuickBooks or SAP FI', 'Payroll'],
    ),
    relevant: [35, 302],
    partial: [30, 134, 165, 225, 233, 291],
  },
  {
    title: 'Medical Assistant',
    location: null,
    workplace: 'remote',
    description: html(
      'Assist physicians in a busy outpatient clinic.',
      ['Patient care: rooming, vital signs, EKGs and assisting with procedures', 'Medical Assistant certification', 'Electronic medical records (EMR)'],
      ['Phlebotomy', 'Scheduling and front office work'],
    ),
    relevant: [247],
    partial: [265, 275],
  },
  {
    title: 'Public Health Program Manager',
    location: null,
    workplace: 'remote',
    description: html(
      'Lead community health programs funded by state and federal grants.',
      ['Public health program management', 'Health policy, workforce development and community health', "Master's degree in public health or a related field"],
      ['Grant writing', 'Research and evaluation methods'],
    ),
    relevant: [191, 265],
    partial: [197, 224, 259],
  },
  {
    title: 'IT Project Manager',
    location: null,
    workplace: 'remote',
    description: html(
      'Deliver software and infrastructure projects for internal clients.',
      ['5+ years of project management in IT', 'Agile and Scrum as well as waterfall delivery', 'Stakeholder management, budgets, estimation and risk management', 'PMP certification'],
      ['Program management or a PMO', 'JIRA and Microsoft Project'],
    ),
    relevant: [14, 54, 58, 74, 126, 127, 185, 284],
    partial: [3, 4, 32, 61, 135, 197, 209],
  },
  {
    title: 'Operations and Logistics Manager',
    location: null,
    workplace: 'remote',
    description: html(
      'Run daily operations of our distribution business.',
      ['Operations management and logistics', 'Inventory and warehouse management', 'Vendor management and procurement', 'Process improvement'],
      ['Supply chain management certification', 'Team management'],
    ),
    relevant: [49, 58, 64, 112],
    partial: [7, 122, 124, 133, 187, 229],
  },
  {
    title: 'High School Teacher',
    location: null,
    workplace: 'remote',
    description: html(
      'Teach grades 9–12 in a public high school.',
      ['Teaching credential and classroom teaching experience', 'Lesson planning and curriculum development', 'Classroom management', "Bachelor's degree in education or the subject"],
      ['Special education experience', 'Coaching a school team'],
    ),
    relevant: [227, 230, 231, 232, 234, 236, 237, 238, 243, 244, 254, 262, 263, 282, 286],
    partial: [95, 226, 250, 253, 258, 266, 268, 272, 277, 278, 280, 288, 289],
  },
  {
    title: 'Paralegal',
    location: null,
    workplace: 'remote',
    description: html(
      'Support the litigation and employment practice of a mid-size law firm.',
      ['Legal research and legal writing', 'Preparing case files and legal documentation', 'Litigation support and court procedures', 'Paralegal certificate or law degree'],
      ['Westlaw or LexisNexis', 'Employment law or family law'],
    ),
    relevant: [291, 293, 295, 299, 301, 302],
    partial: [298, 300, 303, 304, 305, 306, 307, 310],
  },
  {
    title: 'Corporate Attorney',
    location: null,
    workplace: 'remote',
    description: html(
      'Advise the company on contracts, disputes and regulation.',
      ['Licensed attorney with 5+ years of practice', 'Contract drafting and negotiation, corporate law', 'Litigation and arbitration', 'Law degree (J.D. or LL.B.)'],
      ['Securities or employment law', 'International commercial law'],
    ),
    relevant: [292, 296, 298, 300, 303, 306, 308, 309, 310],
    partial: [294, 297, 301, 304, 305, 307],
  },
  {
    title: 'Automotive Service Technician',
    location: null,
    workplace: 'remote',
    description: html(
      'Diagnose and repair cars in our dealership service center.',
      ['Engine, brake, steering and drive train repair', 'Diagnostics and tune-ups', 'ASE certification or an automotive technology program'],
      ['Alternative fuel vehicles', 'European makes'],
    ),
    relevant: [120, 121, 123],
    partial: [70, 128, 129, 130, 132],
  },
  {
    title: 'Customer Service Representative',
    location: null,
    workplace: 'remote',
    description: html(
      'Answer our customers by phone, chat and email.',
      ['Customer service in a call center', 'Handling queries and complaints with patience', 'Microsoft Office and a CRM'],
      ['Outbound sales', 'A second language'],
    ),
    relevant: [48, 52, 64, 187, 211],
    partial: [59, 71, 84, 133, 177, 239],
  },
];
