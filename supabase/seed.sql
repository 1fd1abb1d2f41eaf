-- Demo content, applied once to an empty database when SEED_DEMO is on (the server records that it ran).
-- Portable plain SQL. No user accounts: posts have no author and show the firm's name instead.
-- Guard: if the site already has content of its own, nothing here is inserted.
create temp table seed_gate as
select not exists (select 1 from public.blog_posts)
   and not exists (select 1 from public.education_categories)
   and not exists (select 1 from public.redirects) as go;

-- Blog: four published posts and one draft on Bitcoin for businesses.
insert into public.blog_posts (title, slug, excerpt, content, status, meta_title, meta_description, author_id, publish_date, created_at)
select v.title, v.slug, v.excerpt, v.content, v.status, v.meta_title, v.meta_description, null, v.publish_date, v.created_at
from (values
(
  'Why Businesses Are Adding Bitcoin to Their Balance Sheets',
  'why-businesses-add-bitcoin-to-the-balance-sheet',
  'A growing number of companies hold bitcoin as a treasury reserve asset. Here is what motivates them, what can go wrong, and how to approach the decision with discipline.',
  $html$<p>Since 2020, public and private companies of every size have started to hold bitcoin alongside cash. For some it is a small diversification of reserves; for others it is a core part of their treasury strategy. This article sets out the reasons companies give, the risks they accept, and the steps we recommend before a first purchase.</p>
<h2>What makes bitcoin different from other treasury assets</h2>
<p>Bitcoin is a digital bearer asset secured by a public, open-source network. Its supply is capped at <strong>21 million coins</strong> by the protocol rules every node enforces, and new coins are issued on a predictable schedule that halves roughly every four years. No company, government or central bank can change that schedule on its own.</p>
<ul>
  <li><strong>Fixed, transparent supply</strong> – anyone can verify issuance by running a node.</li>
  <li><strong>Global settlement, 24/7</strong> – transfers settle without banking hours or correspondent banks.</li>
  <li><strong>Self-custody is possible</strong> – a company can hold its own keys rather than rely on an intermediary.</li>
</ul>
<h2>Why companies add it</h2>
<h3>A hedge against currency debasement</h3>
<p>Cash reserves lose purchasing power to inflation. Treasurers who expect that to continue look for scarce assets that may hold value over long horizons. Bitcoin's fixed supply makes it a candidate, though its price history shows it is far more volatile than gold or bonds.</p>
<h3>Diversification</h3>
<p>A small allocation to an asset with a different risk profile can change the shape of a portfolio's returns. The key word is <em>small</em>: the allocation should be sized so that a large drawdown does not threaten operations.</p>
<h3>Strategic alignment</h3>
<p>Companies that accept bitcoin payments, serve a bitcoin-native customer base or build on the network often find that holding the asset aligns their balance sheet with their business.</p>
<h2>The risks you accept</h2>
<ul>
  <li><strong>Volatility</strong> – drawdowns of more than 50% have happened several times.</li>
  <li><strong>Custody</strong> – lost or stolen keys mean lost funds; there is no chargeback.</li>
  <li><strong>Regulation and tax</strong> – rules differ by jurisdiction and keep evolving.</li>
  <li><strong>Accounting</strong> – results now move with the market price under fair-value rules.</li>
</ul>
<h2>A disciplined way to start</h2>
<ol>
  <li>Get board approval for the objective and the maximum allocation.</li>
  <li>Write an investment policy statement covering purchases, approvals and custody.</li>
  <li>Choose a custody model and test it with a small amount.</li>
  <li>Agree the accounting treatment with your auditor before the first purchase.</li>
  <li>Report holdings and performance to the board on a fixed schedule.</li>
</ol>
<p>If you want to go deeper, the original <a href="https://bitcoin.org/bitcoin.pdf">Bitcoin white paper</a> is nine pages long and worth reading. When you are ready to plan your own allocation, <a href="/contact">talk to our advisors</a>.</p>$html$,
  'published',
  'Why Businesses Add Bitcoin to Their Balance Sheets',
  'What motivates companies to hold bitcoin as a treasury reserve, the risks they accept, and a disciplined five-step approach to making a first allocation.',
  now() - interval '42 days',
  now() - interval '45 days'
),
(
  'Bitcoin Custody for Companies: Exchanges, Custodians, Multisig and Self-Custody',
  'bitcoin-custody-for-companies',
  'Whoever controls the private keys controls the bitcoin. We compare the four custody models open to a business and the controls every one of them needs.',
  $html$<p>Buying bitcoin is easy. Holding it safely, with clear accountability and a tested recovery plan, is where most of the work lies. A company's custody decision should be made before the first purchase, not after.</p>
<h2>The four custody models</h2>
<h3>1. Leaving it on an exchange</h3>
<p>Convenient, but the exchange holds the keys and your claim is only as good as its solvency and controls. The collapses of Mt. Gox in 2014 and FTX in 2022 showed what counterparty risk means in practice. Exchange balances should be treated as temporary.</p>
<h3>2. A qualified custodian</h3>
<p>A regulated custodian holds the keys on your behalf, usually with insurance, audits and segregated accounts. This suits companies that want an institutional counterparty and clear reporting, at the cost of fees and dependence on the provider.</p>
<h3>3. Collaborative multisignature</h3>
<p>In a <strong>2-of-3 multisig</strong> wallet, any two of three keys can move funds. A common setup gives the company two keys and a specialist provider one. No single lost key, rogue employee or provider failure can lose or move the funds alone.</p>
<h3>4. Full self-custody</h3>
<p>The company holds every key itself, typically on hardware wallets in separate secure locations. It removes third parties entirely and puts all the operational responsibility on your team.</p>
<h2>Controls every model needs</h2>
<ul>
  <li><strong>Separation of duties</strong> – the person who requests a withdrawal is not the person who approves it.</li>
  <li><strong>Quorum approvals</strong> – large movements need more than one signer.</li>
  <li><strong>Geographic distribution</strong> – keys and seed backups are not stored in one building.</li>
  <li><strong>Test transactions</strong> – always send a small amount to a new address first.</li>
  <li><strong>Documented recovery</strong> – a written, rehearsed plan for when a key holder leaves or a device fails.</li>
</ul>
<h2>Choosing</h2>
<p>There is no single right answer. A good choice matches the size of the holding, your team's skills and your board's appetite for operational versus counterparty risk. Many companies combine models: a multisig vault for reserves and a custodian or exchange account for day-to-day liquidity.</p>
<p>Our <a href="/services">custody setup service</a> designs, documents and tests the arrangement with your team.</p>$html$,
  'published',
  'Bitcoin Custody for Companies: Choosing a Model',
  'Exchanges, qualified custodians, multisig and self-custody compared for businesses, with the operational controls every bitcoin custody model needs.',
  now() - interval '28 days',
  now() - interval '30 days'
),
(
  'Accounting for Bitcoin Under the FASB Fair-Value Rules',
  'fasb-fair-value-accounting-for-bitcoin',
  'ASU 2023-08 replaced the impairment-only model with fair-value measurement. Here is what changes for companies that hold bitcoin, and what to prepare with your auditor.',
  $html$<p>For years, US companies holding bitcoin had to treat it as an indefinite-lived intangible asset: price falls were recorded as impairments, but recoveries could not be recognised until the coins were sold. In December 2023 the Financial Accounting Standards Board issued <strong>ASU 2023-08</strong>, which changes that.</p>
<h2>What the new standard requires</h2>
<ul>
  <li>In-scope crypto assets, bitcoin included, are measured at <strong>fair value</strong> at each reporting date.</li>
  <li>Gains and losses from remeasurement go through <strong>net income</strong>.</li>
  <li>Crypto assets are presented separately from other intangible assets on the balance sheet.</li>
  <li>New disclosures cover significant holdings, their cost basis and fair value, any restrictions, and a reconciliation of activity during the period.</li>
</ul>
<h2>When it applies</h2>
<p>The standard is effective for fiscal years beginning after <strong>December 15, 2024</strong>, including interim periods within those years. Early adoption was permitted. On adoption, the difference between the carrying amount and fair value is recorded as a cumulative-effect adjustment to opening retained earnings.</p>
<h2>What it means in practice</h2>
<h3>Earnings will move with the price</h3>
<p>Reported profit now reflects bitcoin's price at period end. Boards and investors should be prepared for that volatility, and management commentary should separate operating results from remeasurement.</p>
<h3>Tax and book values diverge</h3>
<p>In the United States the IRS treats bitcoin as property, so taxable gains arise on disposal, not on remeasurement. The difference between book and tax values creates deferred tax balances that need tracking.</p>
<h3>Good records matter more than ever</h3>
<ol>
  <li>Keep lot-level records of every acquisition and disposal with date, quantity and price.</li>
  <li>Define the pricing source and cut-off time used for fair value.</li>
  <li>Reconcile on-chain balances with the general ledger every period.</li>
</ol>
<p>Read the standard on the <a href="https://www.fasb.org/">FASB website</a> and agree your approach with your auditor. This article is general information, not accounting advice.</p>$html$,
  'published',
  'Bitcoin Accounting: FASB ASU 2023-08 Explained',
  'How ASU 2023-08 fair-value accounting changes the way companies report bitcoin: measurement, effective dates, disclosures and practical preparation steps.',
  now() - interval '14 days',
  now() - interval '16 days'
),
(
  'Accepting Bitcoin Payments: On-Chain, Lightning and Payment Processors',
  'accepting-bitcoin-payments',
  'Customers can pay in bitcoin on-chain or over the Lightning Network, and you can keep the bitcoin or convert it at once. A practical guide to the options and the paperwork.',
  $html$<p>Accepting bitcoin can open a business to customers worldwide, with no chargebacks and settlement that does not depend on banking hours. Before you add a "Pay with Bitcoin" button, decide how payments will arrive, whether you will keep the bitcoin, and how you will record each sale.</p>
<h2>Two ways to get paid</h2>
<h3>On-chain payments</h3>
<p>The customer sends bitcoin to an address you generate for the invoice. The payment is final once it is confirmed in a block, on average about ten minutes later; for large amounts, many merchants wait for several confirmations. Network fees vary with demand, so on-chain suits larger invoices.</p>
<h3>The Lightning Network</h3>
<p>The <a href="https://lightning.network/">Lightning Network</a> is a payment layer built on top of Bitcoin. Payments settle in seconds with very low fees, which makes it well suited to retail and small amounts.</p>
<h2>Keep it or convert it?</h2>
<ul>
  <li><strong>Convert at once</strong> – a payment processor converts each payment to your currency, so you carry no price risk.</li>
  <li><strong>Keep some or all</strong> – build a bitcoin treasury from sales, under the rules of your investment policy.</li>
  <li><strong>Self-host</strong> – open-source software such as <a href="https://btcpayserver.org/">BTCPay Server</a> lets you accept payments into your own wallet without a middleman.</li>
</ul>
<h2>Operational checklist</h2>
<ol>
  <li>Price in your own currency and lock the bitcoin amount for a short quote window, for example 15 minutes.</li>
  <li>Write a refund policy: refunds are usually made in the original currency amount, not the bitcoin amount.</li>
  <li>Record the exchange rate at the time of each payment for your books and tax returns.</li>
  <li>Remember that sales tax or VAT still applies as for any other payment method.</li>
  <li>Train staff on what a confirmed payment looks like.</li>
</ol>
<p>Need help choosing a setup? <a href="/contact">Contact us</a> for a short assessment.</p>$html$,
  'published',
  'Accepting Bitcoin Payments: A Business Guide',
  'On-chain versus Lightning, converting versus holding, and the operational checklist for businesses that want to accept bitcoin payments from customers.',
  now() - interval '5 days',
  now() - interval '6 days'
),
(
  'Writing a Bitcoin Investment Policy Statement',
  'bitcoin-investment-policy-statement',
  'An investment policy statement turns a board decision into rules your team can follow. The sections every bitcoin IPS should contain.',
  $html$<p>An investment policy statement (IPS) is the document that turns "we will hold some bitcoin" into clear rules. It protects the company from impulsive decisions in volatile markets and tells auditors, employees and investors how the holding is managed.</p>
<h2>Sections every bitcoin IPS should contain</h2>
<h3>Purpose and objectives</h3>
<p>Why the company holds bitcoin, over what time horizon, and how success will be judged.</p>
<h3>Allocation and rebalancing</h3>
<ul>
  <li>The maximum share of treasury assets that may be held in bitcoin.</li>
  <li>How purchases are made, for example by dollar-cost averaging on a fixed schedule.</li>
  <li>When and how the position is rebalanced or reduced.</li>
</ul>
<h3>Authority and approvals</h3>
<p>Who may initiate, approve and execute purchases, sales and transfers, with thresholds that require board sign-off.</p>
<h3>Custody and security</h3>
<p>The custody model, key-holder roles, backup locations and the recovery procedure. Our guide to <a href="/blog/bitcoin-custody-for-companies">custody models for companies</a> compares the options.</p>
<h3>Reporting and review</h3>
<ol>
  <li>What is reported to the board, and how often.</li>
  <li>How fair value is measured for the accounts.</li>
  <li>When the policy itself is reviewed, at least once a year.</li>
</ol>
<p><em>Coming soon: a template you can adapt for your own board.</em></p>$html$,
  'draft',
  'How to Write a Bitcoin Investment Policy Statement',
  'The sections every corporate bitcoin investment policy statement needs: objectives, allocation limits, approvals, custody, reporting and annual review.',
  null::timestamptz,
  now() - interval '1 day'
)
) as v(title, slug, excerpt, content, status, meta_title, meta_description, publish_date, created_at)
where (select go from seed_gate)
on conflict on constraint blog_posts_slug_key do nothing;

-- Redirects: one active permanent redirect and one inactive temporary one.
insert into public.redirects (source_path, destination_url, redirect_type, is_active, created_by)
select v.source_path, v.destination_url, v.redirect_type, v.is_active, null
from (values
  ('/blog/bitcoin-treasury-guide', '/blog/why-businesses-add-bitcoin-to-the-balance-sheet', '301', true),
  ('/workshops', '/services', '302', false)
) as v(source_path, destination_url, redirect_type, is_active)
where (select go from seed_gate)
on conflict on constraint redirects_source_path_key do nothing;

-- Education: two courses with their modules.
-- Published: new courses and modules start as drafts (20261129000300_course_lifecycle.sql).
insert into public.education_categories (id, name, description, sort_order, status)
select v.id::uuid, v.name, v.description, v.sort_order, 'published'
from (values
  ('c0000000-0000-4000-8000-000000000001', 'Bitcoin Fundamentals',
   'How Bitcoin works: the network, transactions and mining, its fixed supply, and how keys and wallets control your coins.', 0),
  ('c0000000-0000-4000-8000-000000000002', 'Bitcoin for Business',
   'Treasury strategy, corporate custody, and the accounting and tax questions every company holding bitcoin must answer.', 1)
) as v(id, name, description, sort_order)
where (select go from seed_gate);

insert into public.education_modules
  (id, category_id, title, description, content_type, duration_minutes, points, is_required, sort_order, pass_threshold, status)
select v.id::uuid, v.category_id::uuid, v.title, v.description, 'slides', v.duration, v.points, v.required, v.sort_order, 70, 'published'
from (values
  ('c1000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'What Is Bitcoin?',
   'The origins of Bitcoin, what makes it decentralized, and the units it is counted in.', 15, 10, true, 0),
  ('c1000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Transactions, Blocks and Mining',
   'How a payment travels from a wallet into a block, what proof of work does, and when a payment is final.', 20, 15, true, 1),
  ('c1000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Supply, Halvings and Monetary Policy',
   'The 21 million cap, the halving schedule, and why predictable issuance matters.', 15, 10, true, 2),
  ('c1000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'Wallets, Keys and Seed Phrases',
   'Private keys, seed phrase backups, and the difference between hot and cold wallets.', 20, 15, false, 3),
  ('c1000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000002', 'Building a Treasury Strategy',
   'Why companies hold bitcoin, how to size an allocation, and the policy that governs it.', 25, 20, true, 0),
  ('c1000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000002', 'Custody and Security for Companies',
   'Custody models, multisignature wallets and the operational controls that keep corporate funds safe.', 25, 20, true, 1),
  ('c1000000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000002', 'Accounting, Tax and Reporting',
   'Fair-value accounting under ASU 2023-08, tax basics and the records auditors will ask for.', 20, 15, false, 2)
) as v(id, category_id, title, description, duration, points, required, sort_order)
where (select go from seed_gate);

insert into public.module_slides (module_id, title, content, slide_type, sort_order, footnotes)
select v.module_id::uuid, v.title, v.content, 'content', v.sort_order, v.footnotes
from (values
  -- What Is Bitcoin?
  ('c1000000-0000-4000-8000-000000000001', 'A Peer-to-Peer Electronic Cash System', $html$<h2>Where Bitcoin came from</h2>
<p>On <strong>31 October 2008</strong> a person or group using the name <strong>Satoshi Nakamoto</strong> published a nine-page paper: <em>Bitcoin: A Peer-to-Peer Electronic Cash System</em>. It described money that could be sent online from one party to another <strong>without going through a financial institution</strong>.</p>
<p>The network started on <strong>3 January 2009</strong>, when the first block – the <em>genesis block</em> – was mined.</p>
<ul>
  <li>No company issues or runs it.</li>
  <li>The software is open source; anyone can read and run it.</li>
  <li>The rules are enforced by the computers that take part.</li>
</ul>$html$, 0, 'Read the original paper at https://bitcoin.org/bitcoin.pdf'),
  ('c1000000-0000-4000-8000-000000000001', 'Decentralization: No Central Operator', $html$<h2>Who runs Bitcoin?</h2>
<p>Thousands of independent computers called <strong>nodes</strong> each keep a full copy of the transaction history – the <strong>blockchain</strong> – and check every new transaction and block against the same rules.</p>
<h3>Why that matters</h3>
<ul>
  <li><strong>No single point of failure</strong>: the network keeps running if any one node goes offline.</li>
  <li><strong>Censorship resistance</strong>: no single party can block a valid payment.</li>
  <li><strong>Verifiability</strong>: anyone can check the supply and every transaction for themselves.</li>
</ul>
<p>Changing the rules requires the people running nodes to adopt new software voluntarily.</p>$html$, 1, null),
  ('c1000000-0000-4000-8000-000000000001', 'Units: Bitcoin and Satoshis', $html$<h2>Counting bitcoin</h2>
<p>One bitcoin (BTC) divides into <strong>100,000,000 satoshis</strong> ("sats"), named after Bitcoin's creator. The satoshi is the smallest unit the protocol records.</p>
<table>
  <tr><th>Amount</th><th>In satoshis</th></tr>
  <tr><td>1 BTC</td><td>100,000,000</td></tr>
  <tr><td>0.01 BTC</td><td>1,000,000</td></tr>
  <tr><td>0.00001 BTC</td><td>1,000</td></tr>
</table>
<p>Because bitcoin is so divisible, you never need to buy a whole coin.</p>$html$, 2, null),
  -- Transactions, Blocks and Mining
  ('c1000000-0000-4000-8000-000000000002', 'From Transaction to Block', $html$<h2>The life of a payment</h2>
<ol>
  <li>Your wallet creates a transaction and <strong>signs</strong> it with your private key.</li>
  <li>The transaction is broadcast to the network and waits in the <strong>mempool</strong>, the pool of unconfirmed transactions.</li>
  <li>A miner includes it in a new <strong>block</strong>, usually choosing the transactions that pay the highest fee per byte.</li>
  <li>Every node checks the block and adds it to its copy of the blockchain.</li>
</ol>
<p>A new block is found on average about <strong>every 10 minutes</strong>.</p>$html$, 0, null),
  ('c1000000-0000-4000-8000-000000000002', 'Proof of Work', $html$<h2>How miners earn the right to add a block</h2>
<p>Miners repeatedly hash a candidate block until they find a result below a target number. Finding one takes enormous computing work; checking it takes a fraction of a second.</p>
<ul>
  <li>The winner earns the <strong>block subsidy</strong> plus the fees of the transactions in the block.</li>
  <li>Every <strong>2,016 blocks</strong> (about two weeks) the network adjusts the <strong>difficulty</strong> so blocks keep arriving about every 10 minutes, however much computing power joins or leaves.</li>
  <li>Rewriting history would mean redoing that work faster than the rest of the network – prohibitively expensive.</li>
</ul>$html$, 1, null),
  ('c1000000-0000-4000-8000-000000000002', 'Confirmations and Finality', $html$<h2>When is a payment final?</h2>
<p>A transaction has <strong>one confirmation</strong> when it is included in a block. Each block mined on top of that one adds another confirmation and makes reversal harder.</p>
<h3>Rules of thumb</h3>
<ul>
  <li>Small amounts: one confirmation is usually enough.</li>
  <li>Large amounts: many businesses wait for <strong>six confirmations</strong>, about an hour.</li>
  <li>Unconfirmed (zero-confirmation) payments can still be replaced or dropped.</li>
</ul>$html$, 2, null),
  -- Supply, Halvings and Monetary Policy
  ('c1000000-0000-4000-8000-000000000003', 'A Fixed Supply of 21 Million', $html$<h2>The supply cap</h2>
<p>The protocol limits the total number of bitcoins to just under <strong>21 million</strong>. New coins enter circulation only as the block subsidy paid to miners.</p>
<p>Every full node checks that no block creates more coins than allowed. A miner that tried would see its block rejected by the network.</p>
<blockquote>Anyone can verify the current supply by running their own node.</blockquote>$html$, 0, null),
  ('c1000000-0000-4000-8000-000000000003', 'The Halving', $html$<h2>Issuance halves about every four years</h2>
<p>The block subsidy started at <strong>50 BTC</strong> in 2009 and halves every <strong>210,000 blocks</strong>, roughly every four years.</p>
<table>
  <tr><th>Year</th><th>Subsidy per block</th></tr>
  <tr><td>2009</td><td>50 BTC</td></tr>
  <tr><td>2012</td><td>25 BTC</td></tr>
  <tr><td>2016</td><td>12.5 BTC</td></tr>
  <tr><td>2020</td><td>6.25 BTC</td></tr>
  <tr><td>2024 (April)</td><td>3.125 BTC</td></tr>
</table>
<p>The last new bitcoin is expected to be issued around the year 2140. After that, miners will be paid by transaction fees alone.</p>$html$, 1, null),
  ('c1000000-0000-4000-8000-000000000003', 'Why Predictable Issuance Matters', $html$<h2>Monetary policy you can read in advance</h2>
<p>Most currencies are managed by central banks that change policy in response to economic conditions. Bitcoin's issuance schedule is fixed in code and known decades ahead.</p>
<ul>
  <li><strong>Scarcity</strong>: new supply shrinks over time.</li>
  <li><strong>Transparency</strong>: issuance is verifiable by anyone.</li>
  <li><strong>No discretion</strong>: no committee can decide to print more.</li>
</ul>
<p>Predictable supply does not mean a predictable price: demand changes, and the price can swing widely.</p>$html$, 2, null),
  -- Wallets, Keys and Seed Phrases
  ('c1000000-0000-4000-8000-000000000004', 'Private Keys Control Bitcoin', $html$<h2>Keys, not accounts</h2>
<p>Bitcoin is not held "in" a wallet. It is recorded on the blockchain, locked to conditions that only the holder of the right <strong>private key</strong> can satisfy.</p>
<ul>
  <li>The <strong>private key</strong> signs transactions. Whoever has it can spend the coins.</li>
  <li>The <strong>address</strong> is derived from the key and is safe to share for receiving payments.</li>
</ul>
<p><strong>Lose the key and the coins are gone; leak it and they can be stolen.</strong> There is no password reset.</p>$html$, 0, null),
  ('c1000000-0000-4000-8000-000000000004', 'Seed Phrases', $html$<h2>Your backup: 12 or 24 words</h2>
<p>Most wallets generate a <strong>seed phrase</strong> (standardised in BIP39) from which every key in the wallet can be recreated.</p>
<h3>Do</h3>
<ul>
  <li>Write it down on paper or stamp it in metal, and store it securely offline.</li>
  <li>Keep more than one copy, in different places.</li>
</ul>
<h3>Never</h3>
<ul>
  <li>Photograph it, email it, or store it in the cloud.</li>
  <li>Type it into a website or share it with "support" staff.</li>
</ul>$html$, 1, 'BIP39: https://github.com/bitcoin/bips/blob/master/bip-0039.mediawiki'),
  ('c1000000-0000-4000-8000-000000000004', 'Hot and Cold Wallets', $html$<h2>Convenience versus security</h2>
<table>
  <tr><th></th><th>Hot wallet</th><th>Cold wallet</th></tr>
  <tr><td>Keys stored</td><td>On an internet-connected device</td><td>Offline, e.g. a hardware wallet</td></tr>
  <tr><td>Best for</td><td>Small, everyday amounts</td><td>Savings and reserves</td></tr>
  <tr><td>Main risk</td><td>Malware and hacking</td><td>Loss or damage of the device and backup</td></tr>
</table>
<p>Keeping keys offline is called <strong>cold storage</strong>. Most individuals and companies keep a small hot balance and the rest in cold storage.</p>$html$, 2, null),
  -- Building a Treasury Strategy
  ('c1000000-0000-4000-8000-000000000005', 'Why Hold Bitcoin in Treasury?', $html$<h2>The reasons companies give</h2>
<ul>
  <li><strong>Protection from currency debasement</strong> over long horizons.</li>
  <li><strong>Diversification</strong> of cash reserves.</li>
  <li><strong>Strategic alignment</strong> with a bitcoin-related business or customer base.</li>
</ul>
<h3>And the trade-offs</h3>
<ul>
  <li>High price volatility in the short and medium term.</li>
  <li>Custody, regulatory and accounting work.</li>
  <li>Reputational questions from stakeholders.</li>
</ul>$html$, 0, null),
  ('c1000000-0000-4000-8000-000000000005', 'Sizing the Allocation', $html$<h2>How much?</h2>
<p>Size the allocation so that a fall of 50% or more would not threaten operations, covenants or payroll. Start from liquidity needs, not from price forecasts.</p>
<h3>How to buy</h3>
<ul>
  <li><strong>Lump sum</strong>: one purchase at today's price.</li>
  <li><strong>Dollar-cost averaging (DCA)</strong>: a fixed amount on a regular schedule, regardless of price. It removes timing decisions and smooths the entry price.</li>
</ul>$html$, 1, null),
  ('c1000000-0000-4000-8000-000000000005', 'The Investment Policy Statement', $html$<h2>Put the rules in writing</h2>
<p>An <strong>investment policy statement (IPS)</strong>, approved by the board, turns the decision into rules the team can follow:</p>
<ol>
  <li>Objectives and time horizon.</li>
  <li>Maximum allocation and rebalancing rules.</li>
  <li>Who may buy, sell and move funds, and the approvals needed.</li>
  <li>Custody model and recovery plan.</li>
  <li>Reporting cadence and annual review.</li>
</ol>$html$, 2, null),
  -- Custody and Security for Companies
  ('c1000000-0000-4000-8000-000000000006', 'Custody Models', $html$<h2>Four ways to hold corporate bitcoin</h2>
<ul>
  <li><strong>Exchange account</strong>: convenient, but full counterparty risk.</li>
  <li><strong>Qualified custodian</strong>: a regulated firm holds the keys, with audits and insurance.</li>
  <li><strong>Collaborative multisig</strong>: the company and a provider share keys.</li>
  <li><strong>Self-custody</strong>: the company holds every key itself.</li>
</ul>
<p>The right choice depends on the size of the holding, the team's skills and the board's appetite for operational versus counterparty risk.</p>$html$, 0, null),
  ('c1000000-0000-4000-8000-000000000006', 'Multisignature Explained', $html$<h2>m-of-n: more than one key to spend</h2>
<p>A multisignature wallet needs <strong>m</strong> signatures out of <strong>n</strong> keys. In a <strong>2-of-3</strong> wallet, any two of three keys can spend.</p>
<ul>
  <li>One lost key does not lose the funds.</li>
  <li>One stolen key cannot move the funds.</li>
  <li>No single employee or provider acts alone.</li>
</ul>
<p>Keys should be held by different people, on different devices, in different places.</p>$html$, 1, null),
  ('c1000000-0000-4000-8000-000000000006', 'Operational Controls', $html$<h2>People and process</h2>
<ol>
  <li><strong>Separation of duties</strong>: requesting and approving are different people.</li>
  <li><strong>Address verification</strong>: check destination addresses on the signing device, not just on screen.</li>
  <li><strong>Test transactions</strong>: send a small amount to any new address first.</li>
  <li><strong>Access reviews</strong>: update key holders when staff change roles or leave.</li>
  <li><strong>Recovery drills</strong>: rehearse restoring from backups at least once a year.</li>
</ol>$html$, 2, null),
  -- Accounting, Tax and Reporting
  ('c1000000-0000-4000-8000-000000000007', 'Fair-Value Accounting (ASU 2023-08)', $html$<h2>From impairment to fair value</h2>
<p>Under US GAAP, <strong>ASU 2023-08</strong> requires in-scope crypto assets to be measured at <strong>fair value</strong>, with changes recognised in <strong>net income</strong> each period.</p>
<ul>
  <li>Effective for fiscal years beginning after December 15, 2024; early adoption was permitted.</li>
  <li>Crypto assets are presented separately from other intangibles.</li>
  <li>Disclosures include significant holdings, cost basis, fair value and restrictions.</li>
</ul>$html$, 0, 'General information only; agree your treatment with your auditor.'),
  ('c1000000-0000-4000-8000-000000000007', 'Tax Basics', $html$<h2>Bitcoin is property for US tax</h2>
<p>The IRS treats bitcoin as <strong>property</strong>. Selling, exchanging or spending it is a taxable disposal; the gain or loss is the proceeds minus the <strong>cost basis</strong>.</p>
<ul>
  <li>Receiving bitcoin as payment is income at its fair value on the day received.</li>
  <li>Fair-value remeasurement in the books is not itself a taxable event, so book and tax values differ.</li>
  <li>Rules differ in other countries – always check local guidance.</li>
</ul>$html$, 1, null),
  ('c1000000-0000-4000-8000-000000000007', 'Records and Reporting', $html$<h2>What auditors will ask for</h2>
<ol>
  <li>Lot-level records of every acquisition and disposal: date, quantity, price and fees.</li>
  <li>The pricing source and cut-off time used for fair value.</li>
  <li>Evidence of ownership and control of the addresses or accounts.</li>
  <li>A reconciliation of on-chain balances to the general ledger.</li>
</ol>
<p>Good records make month-end faster and audits cheaper.</p>$html$, 2, null)
) as v(module_id, title, content, sort_order, footnotes)
where (select go from seed_gate);

-- Quizzes: four questions per module mixing the three types; 3 of 4 correct (75%) passes the default 70%.
insert into public.quiz_questions
  (module_id, question_text, question_type, options, correct_answer, explanation, points, sort_order, difficulty_level, time_limit_seconds)
select v.module_id::uuid, v.question_text, v.question_type, v.options::jsonb, v.correct_answer, v.explanation, 1, v.sort_order, v.difficulty, 0
from (values
  ('c1000000-0000-4000-8000-000000000001', 'Who published the Bitcoin white paper in 2008?', 'multiple_choice',
   '["Satoshi Nakamoto", "Hal Finney", "Nick Szabo", "Vitalik Buterin"]', 'Satoshi Nakamoto',
   'The paper "Bitcoin: A Peer-to-Peer Electronic Cash System" was published under the name Satoshi Nakamoto on 31 October 2008.', 0, 'easy'),
  ('c1000000-0000-4000-8000-000000000001', 'A single company runs the Bitcoin network and can reverse transactions.', 'true_false',
   null, 'false', 'No one runs Bitcoin. Independent nodes enforce the same rules, and confirmed transactions cannot be reversed by any single party.', 1, 'easy'),
  ('c1000000-0000-4000-8000-000000000001', 'What is the smallest unit of bitcoin called? (one word)', 'short_answer',
   null, 'satoshi', 'One bitcoin is 100,000,000 satoshis, named after Bitcoin''s creator.', 2, 'medium'),
  ('c1000000-0000-4000-8000-000000000001', 'When was the genesis block mined?', 'multiple_choice',
   '["3 January 2009", "31 October 2008", "22 May 2010", "1 January 2012"]', '3 January 2009',
   'The network started on 3 January 2009 with the genesis block. The white paper came first, in October 2008.', 3, 'medium'),

  ('c1000000-0000-4000-8000-000000000002', 'On average, how often is a new Bitcoin block found?', 'multiple_choice',
   '["About every 10 seconds", "About every 10 minutes", "About every hour", "Once a day"]', 'About every 10 minutes',
   'The difficulty adjustment keeps the average time between blocks at about ten minutes.', 0, 'easy'),
  ('c1000000-0000-4000-8000-000000000002', 'The mining difficulty adjusts every 2,016 blocks, roughly every two weeks.', 'true_false',
   null, 'true', '2,016 blocks at ten minutes each is about two weeks; the difficulty is recalculated at that interval.', 1, 'medium'),
  ('c1000000-0000-4000-8000-000000000002', 'What is the pool of unconfirmed transactions waiting to be mined called? (one word)', 'short_answer',
   null, 'mempool', 'Each node keeps a memory pool, or mempool, of valid transactions that are not yet in a block.', 2, 'medium'),
  ('c1000000-0000-4000-8000-000000000002', 'How many confirmations do many businesses wait for before treating a large payment as final?', 'multiple_choice',
   '["None", "One", "Six", "One hundred"]', 'Six',
   'Six confirmations, about an hour, is a common rule of thumb for large amounts; each extra block makes reversal harder.', 3, 'medium'),

  ('c1000000-0000-4000-8000-000000000003', 'What is the maximum number of bitcoins that will ever exist?', 'multiple_choice',
   '["21 million", "100 million", "1 billion", "There is no limit"]', '21 million',
   'The issuance schedule adds up to just under 21 million coins, and every node enforces it.', 0, 'easy'),
  ('c1000000-0000-4000-8000-000000000003', 'The block subsidy halves every 210,000 blocks, roughly every four years.', 'true_false',
   null, 'true', 'At about ten minutes per block, 210,000 blocks take roughly four years.', 1, 'easy'),
  ('c1000000-0000-4000-8000-000000000003', 'How many bitcoins is the block subsidy after the April 2024 halving? (number)', 'short_answer',
   null, '3.125', 'The subsidy went 50, 25, 12.5, 6.25 and, in April 2024, 3.125 BTC per block.', 2, 'hard'),
  ('c1000000-0000-4000-8000-000000000003', 'A fixed supply means the price of bitcoin is stable and predictable.', 'true_false',
   null, 'false', 'Supply is predictable, but demand is not. The price can move sharply in both directions.', 3, 'medium'),

  ('c1000000-0000-4000-8000-000000000004', 'What gives someone the ability to spend bitcoin?', 'multiple_choice',
   '["Knowing the address", "Controlling the private key", "Having an exchange login", "Running a node"]', 'Controlling the private key',
   'Bitcoin is locked to conditions that only a signature from the right private key can satisfy. Addresses are safe to share.', 0, 'easy'),
  ('c1000000-0000-4000-8000-000000000004', 'Storing a photo of your seed phrase in your phone''s cloud backup is a safe practice.', 'true_false',
   null, 'false', 'Anyone who gets the seed phrase can take the coins. Keep it offline, on paper or metal, in secure places.', 1, 'easy'),
  ('c1000000-0000-4000-8000-000000000004', 'Keeping private keys on a device that never touches the internet is called ___ storage. (one word)', 'short_answer',
   null, 'cold', 'Cold storage keeps keys offline, out of reach of malware and remote attackers.', 2, 'medium'),
  ('c1000000-0000-4000-8000-000000000004', 'How many words does a standard BIP39 seed phrase usually have?', 'multiple_choice',
   '["4 or 6", "12 or 24", "50", "100"]', '12 or 24',
   'Most wallets use 12 or 24 words; every key in the wallet can be recreated from them.', 3, 'medium'),

  ('c1000000-0000-4000-8000-000000000005', 'Buying a fixed amount of bitcoin on a regular schedule, regardless of price, is called:', 'multiple_choice',
   '["Dollar-cost averaging", "Market timing", "Leverage", "Arbitrage"]', 'Dollar-cost averaging',
   'Dollar-cost averaging removes timing decisions and smooths the average entry price.', 0, 'easy'),
  ('c1000000-0000-4000-8000-000000000005', 'A bitcoin allocation should be sized so that a fall of 50% or more would not threaten the company''s operations.', 'true_false',
   null, 'true', 'Bitcoin has fallen by more than half several times. Size from liquidity needs, not price forecasts.', 1, 'medium'),
  ('c1000000-0000-4000-8000-000000000005', 'What is the usual abbreviation for an investment policy statement?', 'short_answer',
   null, 'IPS', 'The IPS is the board-approved document that sets allocation limits, approvals, custody and reporting rules.', 2, 'easy'),
  ('c1000000-0000-4000-8000-000000000005', 'Which of these belongs in a bitcoin investment policy statement?', 'multiple_choice',
   '["Approval thresholds for purchases and transfers", "Next quarter''s price target", "The CEO''s seed phrase", "A list of favourite exchanges"]',
   'Approval thresholds for purchases and transfers',
   'The policy defines who may act and with whose approval. Price targets and secrets do not belong in it.', 3, 'medium'),

  ('c1000000-0000-4000-8000-000000000006', 'In a 2-of-3 multisig wallet, how many signatures are needed to spend?', 'multiple_choice',
   '["1", "2", "3", "All three plus the custodian"]', '2',
   'Any two of the three keys can sign, so one lost or stolen key neither loses nor moves the funds.', 0, 'easy'),
  ('c1000000-0000-4000-8000-000000000006', 'Leaving company bitcoin on an exchange removes counterparty risk.', 'true_false',
   null, 'false', 'The exchange holds the keys, so your claim depends on its solvency and controls – as the failures of Mt. Gox and FTX showed.', 1, 'easy'),
  ('c1000000-0000-4000-8000-000000000006', 'What should you always send first to a new address to confirm it is correct? (two words)', 'short_answer',
   null, 'test transaction', 'A small test transaction proves the address and process work before a large amount moves.', 2, 'medium'),
  ('c1000000-0000-4000-8000-000000000006', 'Which control means the person requesting a withdrawal is not the one approving it?', 'multiple_choice',
   '["Separation of duties", "Cold storage", "Dollar-cost averaging", "Fair-value measurement"]', 'Separation of duties',
   'Separation of duties stops any single person from moving funds alone.', 3, 'medium'),

  ('c1000000-0000-4000-8000-000000000007', 'Under ASU 2023-08, how are in-scope crypto assets measured?', 'multiple_choice',
   '["At fair value, with changes in net income", "At historical cost less impairment", "At the lower of cost or market", "They are not recorded"]',
   'At fair value, with changes in net income',
   'ASU 2023-08 replaced the impairment-only model: holdings are remeasured to fair value each period through net income.', 0, 'medium'),
  ('c1000000-0000-4000-8000-000000000007', 'In the United States, the IRS treats bitcoin as property for tax purposes.', 'true_false',
   null, 'true', 'Since IRS Notice 2014-21, virtual currency is treated as property; disposals give rise to capital gains or losses.', 1, 'easy'),
  ('c1000000-0000-4000-8000-000000000007', 'What is the original purchase price, used to compute a gain or loss, called? (two words)', 'short_answer',
   null, 'cost basis', 'Gain or loss on disposal is the proceeds minus the cost basis of the coins sold.', 2, 'medium'),
  ('c1000000-0000-4000-8000-000000000007', 'ASU 2023-08 is effective for fiscal years beginning after which date?', 'multiple_choice',
   '["December 15, 2024", "January 1, 2020", "June 30, 2023", "December 31, 2030"]', 'December 15, 2024',
   'It applies to fiscal years beginning after December 15, 2024, including interim periods; early adoption was permitted.', 3, 'hard')
) as v(module_id, question_text, question_type, options, correct_answer, explanation, sort_order, difficulty)
where (select go from seed_gate);

drop table seed_gate;
