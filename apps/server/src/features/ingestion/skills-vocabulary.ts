/**
 * The skills vocabulary: one line per skill, `Canonical|alias|alias…`. Matching is on whole words
 * or phrases, case-insensitive, longest first (see fields/skills.ts). Aliases in CASE_SENSITIVE are
 * matched only as written, because in lower case they are ordinary words ("Go", "R", "C", "Excel"
 * is fine, "Word" and "Access" are not).
 */
const LINES = `
JavaScript|JS|Java Script|ECMAScript|ES6|ES2015
TypeScript|TS
Java|Core Java|Java SE|J2SE
J2EE|Java EE|JEE|Jakarta EE
Python|Python3|Python 3|Python2
C
C++|CPP|Visual C++|VC++
C#|C Sharp|CSharp
.NET|dotnet|dot net|.NET Framework
.NET Core|dotnet core|ASP.NET Core
ASP.NET|ASP .NET|ASP.NET MVC
ASP|Classic ASP
VB.NET|Visual Basic.NET|Visual Basic .NET
Visual Basic|VB|VB6|VBA|VBScript
Go|Golang
Rust
Ruby
Ruby on Rails|Rails|RoR
PHP|PHP5|PHP7
Perl
Scala
Kotlin
Swift
Objective-C|Objective C|ObjC
R
MATLAB
SAS
SPSS
Stata
Julia
Haskell
Erlang
Elixir
Clojure
Lua
Dart
Groovy
Fortran
COBOL
Pascal|Delphi
Assembly|Assembly Language|ASM
Shell Scripting|Shell Script|Shell|Unix Shell Scripting
Bash|Bash Scripting
PowerShell
Batch Scripting|Batch
Tcl
ABAP|SAP ABAP
Apex
Solidity
VHDL
Verilog
HTML|HTML5|DHTML|XHTML
CSS|CSS3
Sass|SCSS
LESS
Bootstrap|Twitter Bootstrap
Tailwind CSS|Tailwind
jQuery
React|ReactJS|React.js|React JS
React Native
Redux
Angular|AngularJS|Angular.js|Angular JS|Angular 2
Vue.js|Vue|VueJS
Svelte
Next.js|NextJS
Node.js|Node|NodeJS|Node JS
Express.js|ExpressJS|Express JS
Django
Flask
FastAPI
Spring|Spring Framework|Spring MVC|Spring Core
Spring Boot|SpringBoot
Hibernate
Struts|Struts2
JSP
Servlets|Servlet|Java Servlets
JSF
EJB
JDBC
JMS
JPA
Swing
Laravel
CodeIgniter
Symfony
WordPress
Drupal
Joomla
Magento
Shopify
AJAX
JSON
XML
XSLT|XSL
XSD
YAML
REST|RESTful|REST API|RESTful APIs|REST APIs|RESTful Web Services
SOAP
GraphQL
gRPC
Web Services
Microservices|Micro Services
SOA
MVC
OOP|OOPS|Object Oriented Programming|OOPs
Data Structures
Algorithms
Design Patterns
Multithreading
Unit Testing
Test Driven Development|TDD
WebSockets
OAuth
SQL
MySQL
PostgreSQL|Postgres|psql|Postgre SQL
SQL Server|MS SQL|MSSQL|MS SQL Server|Microsoft SQL Server
Oracle Database|Oracle DB|Oracle 10g|Oracle 11g|Oracle 9i|Oracle 12c|Oracle 8i
Oracle
PL/SQL|PLSQL|PL SQL|PL-SQL
T-SQL|TSQL
SQLite
MongoDB|Mongo
Cassandra
Redis
Elasticsearch|Elastic Search
DynamoDB|Dynamo DB
DB2|IBM DB2
Teradata
Neo4j
MariaDB
Firebase
Couchbase
HBase
Hive|Apache Hive
Pig
Snowflake
Databases|Database|DBMS|RDBMS
Database Administration|DBA
Data Modeling|Data Modelling
Data Warehousing|Data Warehouse|Dataware housing
ETL
Informatica
Talend
SSIS
SSRS
SSAS
Power BI|PowerBI
Tableau
QlikView|Qlik
Business Objects|SAP BusinessObjects|BO
Cognos
MicroStrategy
Looker
Business Intelligence|BI
Data Analysis|Data Analytics
Data Science
Data Mining
Data Visualization
Big Data
Hadoop|Apache Hadoop
MapReduce|Map Reduce
Spark|Apache Spark|PySpark
Kafka|Apache Kafka
Airflow|Apache Airflow
Flink
Machine Learning|ML
Deep Learning
Artificial Intelligence|AI
Natural Language Processing|NLP
Computer Vision
TensorFlow
PyTorch
Keras
scikit-learn|sklearn|scikit learn
Pandas
NumPy
SciPy
Matplotlib
OpenCV
Statistics|Statistical Analysis
Predictive Modeling
Regression Analysis
Jupyter
AWS|Amazon Web Services
EC2|Amazon EC2
S3|Amazon S3
AWS Lambda|Lambda
RDS|Amazon RDS
CloudWatch|Cloud Watch
CloudFormation
IAM
VPC
Route 53
SQS
SNS
ELB
Azure|Microsoft Azure
Google Cloud|GCP|Google Cloud Platform
Cloud Computing|Cloud Technologies|Cloud Infrastructure
Heroku
DigitalOcean
OpenStack
Docker
Kubernetes|k8s
OpenShift
Terraform
Ansible
Chef
Puppet
Vagrant
Jenkins
Hudson
Travis CI
CircleCI
GitLab CI|GitLab
GitHub Actions
Bamboo
TeamCity
CI/CD|Continuous Integration|Continuous Deployment|Continuous Delivery
DevOps
Git|GitHub
SVN|Subversion
TFS|Team Foundation Server
Perforce
Mercurial
Bitbucket|Bit Bucket
ClearCase
Maven
Gradle
Ant|Apache Ant
npm
Webpack
Nginx
Apache|Apache HTTP Server
Tomcat|Apache Tomcat
JBoss|WildFly
WebLogic|Web Logic|Oracle WebLogic
WebSphere|IBM WebSphere
IIS
Linux
Unix
Red Hat|RedHat|RHEL|Red Hat Linux
Ubuntu
Debian
CentOS
Solaris
AIX
Windows|Microsoft Windows|Windows XP|Windows 7|Windows 10|Windows NT|Win XP|Windows Server
macOS|Mac OS|Mac OS X|OS X
MS-DOS|DOS
Android
iOS
Xcode
Android Studio
Eclipse
IntelliJ IDEA|IntelliJ
Visual Studio
VS Code|Visual Studio Code
NetBeans
PyCharm
Xamarin
Flutter
Ionic
Unity|Unity3D
Unreal Engine
OpenGL
DirectX
Embedded Systems
Microcontrollers
Arduino
Raspberry Pi
RTOS
IoT|Internet of Things
PLC
SCADA
AutoCAD
SolidWorks|Solid Works
CATIA
ANSYS
Revit
Creo
Selenium|Selenium WebDriver
JUnit
TestNG
Mockito
Jest
Mocha
Cypress
Cucumber
Appium
LoadRunner
JMeter
Postman
SoapUI
QTP|UFT
HP Quality Center|Quality Center|HP QC|HP ALM|ALM
Bugzilla
JIRA
Confluence
Rally
Software Testing|Testing|Manual Testing
Test Automation|Automation Testing
Regression Testing
Performance Testing
Quality Assurance|QA
Test Cases|Test Case Design
Test Plans|Test Plan|Test Planning
Defect Management|Defect Tracking
SDLC|Software Development Life Cycle
STLC
Agile|Agile Methodology|Agile Methodologies|Agile Development
Scrum
Kanban
Waterfall
Lean
Six Sigma|Lean Six Sigma
ITIL
UML
Visio|MS Visio|Microsoft Visio
Requirements Gathering|Requirement Gathering|Requirement Analysis|Requirements Analysis
Business Analysis
Use Cases
Networking|Computer Networking
TCP/IP
DNS
DHCP
LAN|WAN|LAN/WAN
VLAN
Routing|Switching|Routing and Switching
Cisco
CCNA
Firewalls|Firewall
VPN
Network Security
Cyber Security|Cybersecurity|Information Security
Penetration Testing
Active Directory
VMware
Virtualization
Citrix
Hyper-V
Troubleshooting
Technical Support|IT Support|Help Desk|Helpdesk
System Administration|Systems Administration
Exchange Server|Microsoft Exchange
SharePoint|MS SharePoint
Salesforce|SFDC|Salesforce.com
SAP
SAP FICO|SAP FI/CO|SAP FI
SAP MM
SAP SD
SAP HANA
SAP BW
Oracle E-Business Suite|Oracle EBS
Oracle Fusion Middleware
PeopleSoft
Workday
ServiceNow
Dynamics 365|Microsoft Dynamics
Siebel
Microsoft Office|MS Office|MS-Office|Office 365|Microsoft Office Suite
Microsoft Excel|Excel|MS Excel|Advanced Excel
Microsoft Word|MS Word|Word
Microsoft PowerPoint|PowerPoint|MS PowerPoint|Power Point
Microsoft Outlook|Outlook|MS Outlook
Microsoft Access|MS Access|Access
Microsoft Project|MS Project
Google Workspace|G Suite|Google Docs
Adobe Photoshop|Photoshop
Adobe Illustrator|Illustrator
Adobe InDesign|InDesign
Adobe Premiere Pro|Premiere Pro|Premiere
Adobe After Effects|After Effects
Adobe XD
Adobe Acrobat|Acrobat
Adobe Dreamweaver|Dreamweaver
Adobe Flash|Flash
Adobe Lightroom|Lightroom
CorelDRAW|Corel Draw
PageMaker
QuarkXPress
Figma
Sketch
InVision
Canva
Final Cut Pro
Maya|Autodesk Maya
3ds Max|3D Max
Blender
Graphic Design
Web Design
UI Design|User Interface Design
UX Design|User Experience
UI/UX|UX/UI
Wireframing|Wireframes
Prototyping
Typography
Illustration
Branding
Video Editing
Photography
Animation
Print Design
Web Development
Front End Development|Frontend Development|Front-End Development
Back End Development|Backend Development|Back-End Development
Full Stack Development|Full Stack
Mobile Development|Mobile App Development
Software Development|Software Engineering
Programming
Scripting
Automation
Debugging
Code Review
API Development|API Design
System Design
Technical Writing|Documentation
Sales
Business Development
Lead Generation
Cold Calling
B2B Sales|B2B
B2C
Inside Sales
Account Management|Key Account Management
Territory Management
Sales Management
Negotiation
Customer Relationship Management|CRM
HubSpot
Zoho
Pipedrive
Salesforce CRM
Presales|Pre-Sales
Channel Sales|Channel Development
Retail Sales|Retail
Customer Service|Customer Support
Client Relations|Client Relationship Management|Customer Relationships
Marketing
Digital Marketing
Social Media Marketing|Social Media|Social Media Strategy
Content Marketing
Email Marketing
SEO|Search Engine Optimization
SEM|Search Engine Marketing
Google Analytics
Google Ads|Google AdWords|AdWords
Facebook Ads
Marketo
Mailchimp
Market Research
Brand Management
Advertising
Public Relations|PR
Copywriting
Content Writing
Campaign Management
Product Marketing
Event Planning|Event Management
E-commerce|Ecommerce|eCommerce
Project Management|Project Planning
Program Management
Product Management
Stakeholder Management
Change Management
Risk Management
Strategic Planning|Strategy|Business Strategy
Operations Management|Operations
Supply Chain Management|Supply Chain
Logistics
Procurement|Purchasing
Vendor Management
Inventory Management|Inventory Control
Warehouse Management|Warehousing
Quality Management|Quality Control
Process Improvement|Continuous Improvement
Resource Management
Budgeting|Budget Management
Forecasting
Team Management|Team Leadership|People Management
Leadership
Coaching|Mentoring
Training|Training and Development
Recruitment|Recruiting|Talent Acquisition
Human Resources|HR
Payroll
Employee Relations
Onboarding
Performance Management
Compensation and Benefits|Compensation
HRIS
PMP
PRINCE2
Accounting
Bookkeeping
Financial Analysis
Financial Modeling|Financial Modelling
Financial Reporting
Auditing|Audit|Internal Audit
Taxation|Tax Preparation|Tax
Accounts Payable
Accounts Receivable
General Ledger
Reconciliation|Bank Reconciliation|Account Reconciliation
GAAP|US GAAP
IFRS
Cost Accounting
Corporate Finance
Investment Banking
Equity Research
Portfolio Management
Wealth Management
Banking
Credit Analysis
Risk Analysis
Underwriting
Insurance
Valuation
Treasury
QuickBooks
Tally|Tally ERP
Xero
SAP FI
Bloomberg Terminal|Bloomberg
CPA
CFA
Chartered Accountant
ERP
Nursing|Registered Nurse|RN
Patient Care
Clinical Research
Medical Coding
Medical Billing
Pharmacology
Phlebotomy
CPR|BLS|Basic Life Support
First Aid
EMR|EHR|Electronic Medical Records|Electronic Health Records
Epic Systems|Epic
HIPAA
ICD-10
Vital Signs
Medication Administration
Patient Education
Healthcare|Health Care
Public Health
Midwifery
Physiotherapy|Physical Therapy
Radiology
Laboratory|Lab Testing
Infection Control
Mental Health
Counseling|Counselling
Social Work
Case Management
Teaching
Curriculum Development|Curriculum Design
Lesson Planning
Classroom Management
Special Education
Instructional Design
E-Learning|eLearning
Tutoring
Student Assessment|Assessment
Early Childhood Education
Teaching English|ESL|TESOL|TEFL|English as a Second Language
Moodle
Blackboard
Educational Technology
Academic Advising
Research
Legal Research
Litigation|Civil Litigation
Contract Drafting|Drafting
Contract Management|Contract Negotiation
Legal Writing
Corporate Law|Company Law
Intellectual Property|IP Law
Compliance|Regulatory Compliance
Due Diligence
Arbitration
Mediation
Employment Law
Real Estate Law|Real Estate
Criminal Law
Family Law
Personal Injury
Paralegal
Legal Documentation
Westlaw
LexisNexis
Immigration Law
Trade Regulation
Securities
Data Entry
Administrative Support|Office Administration|Administration
Scheduling|Calendar Management
Bookings|Reservations
Reception|Front Desk
Customer Experience
Call Center|Call Centre
Hospitality
Food Safety
Cooking|Culinary
Housekeeping
Facility Management|Facilities Management
Security Operations
Safety Management|Health and Safety|EHS|OSHA
Manufacturing
Lean Manufacturing
Production Planning
Maintenance
Mechanical Engineering
Electrical Engineering
Civil Engineering
Structural Engineering
Chemical Engineering
Electronics
CNC
Welding
HVAC
Construction|Construction Management
Estimation|Cost Estimation
Surveying
GIS|ArcGIS
Transportation
Fleet Management
Driving
Forklift
Translation
Interpretation
Public Speaking
Communication|Communication Skills
Team Work|Teamwork
Problem Solving
Time Management
Analytical Skills
Critical Thinking
English
Hindi
French
Spanish
German
Mandarin
Arabic
Ariba|SAP Ariba
Alfresco
Marketing Automation
Google Tag Manager
Hootsuite
WooCommerce
Crystal Reports
Splunk
Nagios
Prometheus
Grafana
ELK|ELK Stack
Kibana
Logstash
RabbitMQ
ActiveMQ
MQ|IBM MQ|WebSphere MQ
Mainframe
JCL
CICS
IMS
VSAM
z/OS
OpenVMS
Blockchain
Ethereum
AR/VR|Augmented Reality|Virtual Reality
Game Development
Qt
MFC
Win32
WPF
WCF
WinForms|Windows Forms
LINQ
Entity Framework
ADO.NET
Razor
Blazor
Xamarin Forms
Cordova|PhoneGap
Knockout.js|KnockoutJS
Backbone.js|Backbone
Ember.js|Ember
Handlebars
D3.js|D3
Three.js
Chart.js
Highcharts
Material UI|MUI
Storybook
GraphQL Apollo|Apollo
Sequelize
Mongoose
Prisma
Drizzle
Celery
Gunicorn
Jinja
Pytest
Selenium Grid
Robot Framework
Protractor
Karma
Jasmine
Chai
Puppeteer
Playwright
Sonarqube|SonarQube|Sonar
Checkmarx
Fortify
Burp Suite
Wireshark
Metasploit
Nmap
Kali Linux
SIEM
SOC
ISO 27001
PCI DSS|PCI
GDPR
SOX|Sarbanes-Oxley
`;

const CASE_SENSITIVE_ALIASES = new Set(['C', 'R', 'Go', 'Word', 'Access', 'Swift', 'LESS', 'Rust', 'Ant', 'Spring', 'Shell', 'Batch', 'Chef', 'Puppet', 'Pig', 'Hive', 'Flash', 'Unity', 'Sketch', 'Maya', 'Lean', 'Epic', 'Node', 'Express', 'Apex', 'Lambda', 'IMS', 'SOC', 'PR', 'BO', 'RN', 'IP Law', 'MQ', 'QA', 'BI', 'AI', 'ML', 'ALM', 'Tax', 'Retail', 'Strategy', 'Operations', 'Administration', 'Research', 'Teaching', 'Communication', 'Training', 'Assessment', 'Drafting', 'Mediation', 'Securities', 'Driving', 'Interpretation', 'Translation', 'Construction', 'Maintenance', 'Electronics', 'Transportation', 'Reception', 'Hospitality', 'Leadership', 'Compliance', 'Documentation', 'Programming', 'Scripting', 'Automation', 'Debugging', 'Testing', 'Database', 'Databases', 'Sales', 'Marketing', 'Advertising', 'Accounting', 'Banking', 'Insurance', 'Valuation', 'Treasury', 'Audit', 'Forecasting', 'Budgeting', 'Logistics', 'Procurement', 'Purchasing', 'Warehousing', 'Quality', 'English', 'Hindi', 'French', 'Spanish', 'German', 'Arabic', 'Mandarin', 'Illustration', 'Photography', 'Animation', 'Branding', 'Typography', 'Prototyping', 'Coaching', 'Mentoring', 'Recruiting', 'Recruitment', 'Payroll', 'Onboarding', 'Compensation', 'Nursing', 'Tutoring', 'Counseling', 'Counselling', 'Cooking', 'Welding', 'Surveying', 'Estimation', 'Lab Testing', 'Laboratory', 'Healthcare', 'Health Care', 'Strategy', 'Security Operations', 'Reservations', 'Bookings', 'Scheduling', 'Retail Sales']);

/**
 * Skills the labeled resumes (and most recruiters) keep apart from technical and job-specific
 * ones: personal qualities and spoken languages. A resume's `skills` leaves them out.
 */
const SOFT = new Set(['Leadership', 'Public Speaking', 'Communication', 'Team Work', 'Problem Solving', 'Time Management', 'Analytical Skills', 'Critical Thinking']);
const SPOKEN_LANGUAGES = new Set(['English', 'Hindi', 'French', 'Spanish', 'German', 'Mandarin', 'Arabic']);

export type SkillKind = 'skill' | 'soft' | 'language';
export type VocabularySkill = { name: string; aliases: string[]; kind: SkillKind };

export const SKILLS: VocabularySkill[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [name, ...aliases] = line.split('|').map((part) => part.trim());
    return { name: name!, aliases, kind: SOFT.has(name!) ? 'soft' : SPOKEN_LANGUAGES.has(name!) ? 'language' : 'skill' };
  });

// Case-sensitive aliases that name a technology, not an ordinary word used as one.
const TECHNOLOGY_WORDS = new Set(['Go', 'Swift', 'LESS', 'Rust', 'Ant', 'Spring', 'Shell', 'Batch', 'Chef', 'Puppet', 'Pig', 'Hive', 'Flash', 'Unity', 'Sketch', 'Maya', 'Epic', 'Node', 'Express', 'Apex', 'Lambda', 'Word', 'Access']);

/**
 * Ordinary words that are also skills ("Research", "Sales", "Training"): prose uses them all the
 * time, so a resume's skills take them from its skills section only (fields/extract-fields.ts).
 */
export function isOrdinaryWordAlias(alias: string): boolean {
  return CASE_SENSITIVE_ALIASES.has(alias) && !TECHNOLOGY_WORDS.has(alias) && /^\p{Lu}\p{Ll}+(?: \p{Lu}?\p{Ll}+)?$/u.test(alias);
}

/** Aliases (the canonical name included) that must match as written; all others match in any case. */
export function isCaseSensitiveAlias(alias: string): boolean {
  return CASE_SENSITIVE_ALIASES.has(alias);
}
