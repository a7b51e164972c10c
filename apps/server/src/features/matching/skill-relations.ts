/**
 * Skills that count partly for one another: families of the vocabulary's canonical names whose
 * holders can usually pick up a sibling quickly (Spring for Java, Tableau for Power BI). Written for
 * this project from the vocabulary in ingestion/skills-vocabulary.ts; a skill may sit in several families.
 */
import { canonicalSkill } from '../ingestion/fields/skills';
import { SKILLS } from '../ingestion/skills-vocabulary';

const FAMILIES = `
Java|J2EE|Spring|Spring Boot|Hibernate|Servlets|JSP|Struts|EJB|JPA|JDBC|Kotlin|Scala|Maven|Gradle|Microservices
C#|.NET|.NET Core|ASP.NET|VB.NET|Entity Framework|LINQ|WPF|WCF|ADO.NET|Blazor
JavaScript|TypeScript|React|Angular|Vue.js|Svelte|Next.js|Redux|jQuery|HTML|CSS|Sass|Bootstrap|Tailwind CSS|Webpack
Node.js|Express.js|JavaScript|TypeScript|REST|GraphQL|Microservices
Python|Django|Flask|FastAPI|Pandas|NumPy|Celery
PHP|Laravel|CodeIgniter|Symfony|WordPress|Drupal|Magento
Ruby|Ruby on Rails
C|C++|Embedded Systems|Microcontrollers|RTOS|Linux
Machine Learning|Deep Learning|Data Science|Artificial Intelligence|TensorFlow|PyTorch|Keras|scikit-learn|Natural Language Processing|Computer Vision|Predictive Modeling|Statistics|Regression Analysis|Python|R
SQL|MySQL|PostgreSQL|SQL Server|Oracle Database|Oracle|PL/SQL|T-SQL|SQLite|MariaDB|DB2|Databases|Database Administration
MongoDB|Cassandra|Redis|DynamoDB|Couchbase|HBase|Elasticsearch|Firebase
Power BI|Tableau|QlikView|Looker|Business Intelligence|Data Visualization|SSRS|Cognos|MicroStrategy|Business Objects|Crystal Reports|Data Analysis|Microsoft Excel
ETL|Informatica|Talend|SSIS|Data Warehousing|Snowflake|Teradata|Data Modeling
Hadoop|Spark|Kafka|Hive|Pig|MapReduce|Big Data|Airflow|Flink|HBase|Scala
AWS|Azure|Google Cloud|Cloud Computing|EC2|S3|AWS Lambda|RDS|CloudFormation|Terraform
Docker|Kubernetes|Jenkins|CI/CD|DevOps|Terraform|Ansible|Chef|Puppet|GitLab CI|GitHub Actions|OpenShift|Git
Selenium|Test Automation|Software Testing|Quality Assurance|Regression Testing|JUnit|TestNG|Cypress|Appium|QTP|Cucumber|Test Cases|Manual Testing|Defect Management|STLC|JIRA
LoadRunner|JMeter|Performance Testing
Android|iOS|Swift|Kotlin|Objective-C|Flutter|React Native|Xamarin|Mobile Development|Dart
Sales|Business Development|Lead Generation|Cold Calling|B2B Sales|Inside Sales|Account Management|Territory Management|Sales Management|Negotiation|Customer Relationship Management|Salesforce CRM|Salesforce|HubSpot|Presales|Channel Sales|Retail Sales|Client Relations
Marketing|Digital Marketing|SEO|SEM|Social Media Marketing|Content Marketing|Email Marketing|Google Analytics|Google Ads|Facebook Ads|Brand Management|Market Research|Campaign Management|Product Marketing|Marketing Automation
Accounting|Bookkeeping|Accounts Payable|Accounts Receivable|General Ledger|Reconciliation|GAAP|IFRS|Cost Accounting|Taxation|Auditing|QuickBooks|Tally|Xero|SAP FI|Financial Reporting|CPA|Chartered Accountant
Financial Analysis|Financial Modeling|Corporate Finance|Investment Banking|Equity Research|Valuation|Portfolio Management|Wealth Management|Credit Analysis|Risk Analysis|Budgeting|Forecasting|CFA|Financial Reporting|Microsoft Excel
Banking|Credit Analysis|Underwriting|Insurance|Risk Management|Wealth Management
Nursing|Patient Care|Vital Signs|Medication Administration|Patient Education|CPR|First Aid|Infection Control|EMR|Epic Systems|Healthcare|Phlebotomy|Midwifery
Medical Coding|Medical Billing|ICD-10|HIPAA|EMR|Healthcare
Clinical Research|Pharmacology|Public Health|Laboratory
Networking|TCP/IP|DNS|DHCP|LAN|VLAN|Routing|Cisco|CCNA|Firewalls|VPN|Network Security
Linux|Unix|System Administration|Windows|Active Directory|VMware|Virtualization|Shell Scripting|Bash|Red Hat|Troubleshooting|Technical Support
Cyber Security|Network Security|Penetration Testing|SIEM|Burp Suite|Wireshark|Metasploit|Firewalls
Project Management|Program Management|PMP|PRINCE2|Agile|Scrum|Kanban|Stakeholder Management|Risk Management|JIRA|Microsoft Project
Supply Chain Management|Logistics|Procurement|Vendor Management|Inventory Management|Warehouse Management|Operations Management|Process Improvement|Six Sigma|Lean|Lean Manufacturing|Production Planning|ERP
Human Resources|Recruitment|Payroll|Employee Relations|Onboarding|Performance Management|Compensation and Benefits|HRIS|Workday
SAP|SAP FICO|SAP MM|SAP SD|SAP HANA|SAP BW|ABAP|SAP FI|ERP
Microsoft Office|Microsoft Excel|Microsoft Word|Microsoft PowerPoint|Microsoft Outlook
Adobe Photoshop|Adobe Illustrator|Adobe InDesign|Figma|Sketch|UI Design|UX Design|UI/UX|Graphic Design|Wireframing|Prototyping|Adobe XD|Web Design
Customer Service|Client Relations|Customer Experience|Call Center|Technical Support
COBOL|JCL|CICS|DB2|VSAM|Mainframe|z/OS|IMS
Business Analysis|Requirements Gathering|Use Cases|UML|Visio|Stakeholder Management
`;

type Relations = { related: Map<string, Set<string>>; aliases: Map<string, string[]> };
let relations: Relations | undefined;

function build(): Relations {
  const related = new Map<string, Set<string>>();
  for (const line of FAMILIES.trim().split('\n')) {
    const names = line.split('|').map((n) => canonicalSkill(n) ?? n);
    for (const name of names) {
      const set = related.get(name) ?? new Set<string>();
      for (const other of names) if (other !== name) set.add(other);
      related.set(name, set);
    }
  }
  return { related, aliases: new Map(SKILLS.map((s) => [s.name, s.aliases])) };
}

function get(): Relations {
  relations ??= build();
  return relations;
}

/** The skills that count partly for this one (canonical names). */
export function relatedSkills(name: string): string[] {
  return [...(get().related.get(name) ?? [])];
}

/** The vocabulary's other spellings of a canonical skill. */
export function skillAliases(name: string): string[] {
  return get().aliases.get(name) ?? [];
}

/** The vocabulary's name for a skill as written, or the text as written when the vocabulary does not know it. */
export function normalizeSkill(text: string): { name: string; known: boolean } {
  const name = canonicalSkill(text);
  return name ? { name, known: true } : { name: text.trim(), known: false };
}

const keys = new Map<string, string>();

/**
 * A skill as scoring compares it: the vocabulary's name for it, lowercased ("k8s" and "Kubernetes"
 * are one key), or the text lowercased when the vocabulary does not know it. Remembered per
 * spelling, since the same few thousand spellings recur across every candidate scored.
 */
export function canonicalSkillKey(text: string): string {
  let key = keys.get(text);
  if (key === undefined) {
    key = (canonicalSkill(text) ?? text.trim()).toLowerCase();
    if (keys.size < 100_000) keys.set(text, key);
  }
  return key;
}
