// SPDX-License-Identifier: GPL-3.0-or-later
// PCPartPicker lists in their three export formats, read from real exports found in public
// repositories (tests/data/pcpartpicker/README.md says where each one is from).
#include "db/catalog/sqlitecatalog.h"
#include "db/prices/pcpartpickerlist.h"
#include "support/sampleparts.h"

#include <QFile>
#include <QTest>

using namespace rigsmith;
using namespace rigsmith::core;
using namespace rigsmith::db;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(RIGSMITH_TEST_DATA "/pcpartpicker/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

const QDate kToday(2026, 12, 6);

const ListLine *lineOf(const PartList &list, const QString &type, const QString &nameStart = {})
{
    for (const ListLine &l : list.lines) {
        if (l.type == type && l.name.startsWith(nameStart))
            return &l;
    }
    return nullptr;
}

Money usd(double units, const QString &currency = QStringLiteral("USD"))
{
    return Money::fromUnits(units, currency);
}

} // namespace

class TestPcPartPickerList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formatIsFoundFromTheContent_data();
    void formatIsFoundFromTheContent();
    void plainTextExport();
    void quotedTextExportInPounds();
    void markdownExportWithOwnedAndUnpricedParts();
    void paddedMarkdownTableInEuros();
    void htmlExportCountsRepeatedLines();
    void htmlExportOfOwnedParts();
    void refused_data();
    void refused();
    void aTotalThatDoesNotAddUpIsSaid();
    void priceInAnotherCurrencyIsRefused();
    void matchConfidence();
    void matchesTheBundledCatalog();
};

void TestPcPartPickerList::formatIsFoundFromTheContent_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    QTest::newRow("text") << "text-us-2026.txt" << int(PartList::Format::Text);
    QTest::newRow("quoted text") << "text-uk-2024.txt" << int(PartList::Format::Text);
    QTest::newRow("markdown") << "md-ca-2020.md" << int(PartList::Format::Markdown);
    QTest::newRow("padded markdown") << "md-ie-2020.md" << int(PartList::Format::Markdown);
    QTest::newRow("html") << "html-us-2026.html" << int(PartList::Format::Html);
    QTest::newRow("html, owned") << "html-us-2017-owned.html" << int(PartList::Format::Html);
}

void TestPcPartPickerList::formatIsFoundFromTheContent()
{
    QFETCH(QString, file);
    QFETCH(int, format);
    const QByteArray bytes = fixture(file);
    QVERIFY(looksLikePartList(bytes));
    const PartList list = parsePartList(bytes, kToday);
    QVERIFY2(list.ok(), qPrintable(list.refusal));
    QCOMPARE(int(list.format), format);
    QVERIFY(list.notices.isEmpty()); // every real export's prices add up to its total
    QVERIFY(!looksLikePartList("part,price,currency,date,shop\ngpu/x,1.00,USD,2026-01-01,\n"));
}

void TestPcPartPickerList::plainTextExport()
{
    const PartList list = parsePartList(fixture(QStringLiteral("text-us-2026.txt")), kToday);
    QVERIFY2(list.ok(), qPrintable(list.refusal));
    QCOMPARE(list.url, QStringLiteral("https://pcpartpicker.com/list/n3Gkt3"));
    QCOMPARE(list.currency, QStringLiteral("USD"));
    QCOMPARE(list.date, QDate(2026, 3, 2));
    QCOMPARE(list.lines.size(), 9);
    const ListLine *cpu = lineOf(list, QStringLiteral("CPU"));
    QVERIFY(cpu);
    QCOMPARE(cpu->name, QStringLiteral("AMD Ryzen 5 5600X 3.7 GHz 6-Core Processor"));
    QCOMPARE(cpu->price, usd(163.00));
    QCOMPARE(cpu->merchant, QStringLiteral("Amazon"));
    QCOMPARE(cpu->kind, PartKind::Cpu);
    QCOMPARE(cpu->line, 3);
    const ListLine *board = lineOf(list, QStringLiteral("Motherboard"));
    QCOMPARE(board->name, QStringLiteral("Asus TUF GAMING X570-PLUS (WI-FI) ATX AM4 Motherboard"));
    QVERIFY(!board->price);
    // "(2 x 16 GB)" is part of the name, not a price.
    QCOMPARE(lineOf(list, QStringLiteral("Memory"))->name,
        QStringLiteral("G.Skill Ripjaws V 32 GB (2 x 16 GB) DDR4-3200 CL16 Memory"));
    QCOMPARE(lineOf(list, QStringLiteral("Memory"))->price, usd(284.99));
    QCOMPARE(lineOf(list, QStringLiteral("Video Card"))->kind, PartKind::Gpu);
    QCOMPARE(list.leftOut(),
        QStringList {QStringLiteral("Monitor: LG 24GL600F-B 23.6\" 1920 x 1080 144 Hz Monitor")});
    QCOMPARE(lineOf(list, QStringLiteral("Monitor"))->merchant, QStringLiteral("LG - OOS"));
}

void TestPcPartPickerList::quotedTextExportInPounds()
{
    const PartList list = parsePartList(fixture(QStringLiteral("text-uk-2024.txt")), kToday);
    QVERIFY2(list.ok(), qPrintable(list.refusal));
    QCOMPARE(list.currency, QStringLiteral("GBP"));
    QCOMPARE(list.date, QDate(2024, 9, 19));
    QCOMPARE(lineOf(list, QStringLiteral("CPU"))->price, usd(153.99, QStringLiteral("GBP")));
    QCOMPARE(lineOf(list, QStringLiteral("CPU"))->merchant, QStringLiteral("Overclockers.co.uk"));
    QVERIFY(!lineOf(list, QStringLiteral("CPU Cooler"))->price);
    QCOMPARE(lineOf(list, QStringLiteral("CPU Cooler"))->name,
        QStringLiteral("Deepcool GAMMAXX 400 74.34 CFM CPU Cooler"));
    // Two spaces inside a name: the price is the bracket at the end.
    const ListLine *headset = lineOf(list, QStringLiteral("Headphones"));
    QCOMPARE(headset->name, QStringLiteral("SteelSeries Arctis 9  Headset"));
    QCOMPARE(headset->price, usd(488.41, QStringLiteral("GBP")));
    int drives = 0;
    for (const ListLine &l : list.lines)
        drives += l.kind == PartKind::Storage ? l.quantity : 0;
    QCOMPARE(drives, 3);
    QCOMPARE(list.leftOut().size(), 5); // two monitors, keyboard, mouse, headphones
}

void TestPcPartPickerList::markdownExportWithOwnedAndUnpricedParts()
{
    const PartList list = parsePartList(fixture(QStringLiteral("md-ca-2020.md")), kToday);
    QVERIFY2(list.ok(), qPrintable(list.refusal));
    QCOMPARE(list.url, QStringLiteral("https://ca.pcpartpicker.com/list/6BJc6R"));
    QCOMPARE(list.currency, QStringLiteral("CAD"));
    QCOMPARE(list.date, QDate(2020, 10, 17));
    const ListLine *gpu = lineOf(list, QStringLiteral("Video Card"));
    QCOMPARE(gpu->name, QStringLiteral("MSI GeForce GTX 1660 Ti 6 GB VENTUS XS OC Video Card"));
    QVERIFY(gpu->url.startsWith(QStringLiteral("https://ca.pcpartpicker.com/product/RGyV3C/")));
    QCOMPARE(gpu->price, usd(419.99, QStringLiteral("CAD")));
    QCOMPARE(gpu->merchant, QStringLiteral("Amazon Canada"));
    const ListLine *chassis = lineOf(list, QStringLiteral("Case"));
    QVERIFY(chassis->owned);
    QVERIFY(!chassis->price); // bought for 0.00: no price to take
    QVERIFY(!lineOf(list, QStringLiteral("Power Supply"))->price); // "-"
    QVERIFY(!lineOf(list, QStringLiteral("Power Supply"))->owned);
    QCOMPARE(list.leftOut().size(), 2); // the two case fans
    QCOMPARE(list.lines.size(), 10);
}

void TestPcPartPickerList::paddedMarkdownTableInEuros()
{
    const PartList list = parsePartList(fixture(QStringLiteral("md-ie-2020.md")), kToday);
    QVERIFY2(list.ok(), qPrintable(list.refusal));
    QCOMPARE(list.currency, QStringLiteral("EUR"));
    QCOMPARE(list.date, QDate(2020, 12, 10));
    QCOMPARE(lineOf(list, QStringLiteral("Motherboard"))->price, usd(116.08, QStringLiteral("EUR")));
    QVERIFY(lineOf(list, QStringLiteral("Motherboard"))->merchant.isEmpty());
    QCOMPARE(lineOf(list, QStringLiteral("CPU"))->merchant, QStringLiteral("Custompc"));
    QVERIFY(
        list.leftOut().contains(QStringLiteral("Operating System: Microsoft Windows 10 Home OEM 64-bit")));
    QCOMPARE(list.leftOut().size(), 3); // operating system, fan, monitor
}

void TestPcPartPickerList::htmlExportCountsRepeatedLines()
{
    const PartList list = parsePartList(fixture(QStringLiteral("html-us-2026.html")), kToday);
    QVERIFY2(list.ok(), qPrintable(list.refusal));
    QCOMPARE(list.url, QStringLiteral("https://pcpartpicker.com/list/vzRC6B"));
    QCOMPARE(list.currency, QStringLiteral("USD"));
    QCOMPARE(list.date, QDate(2026, 5, 25));
    const ListLine *memory = lineOf(list, QStringLiteral("Memory"));
    QCOMPARE(memory->quantity, 2);
    QCOMPARE(memory->name, QStringLiteral("G.Skill Trident Z5 RGB 64 GB (2 x 32 GB) DDR5-6400 CL32 Memory"));
    QCOMPARE(memory->price, usd(899.99));
    QCOMPARE(lineOf(list, QStringLiteral("Storage"), QStringLiteral("Inland"))->quantity, 2);
    QCOMPARE(lineOf(list, QStringLiteral("Storage"), QStringLiteral("Western"))->quantity, 1);
    QVERIFY(!lineOf(list, QStringLiteral("Motherboard"))->price); // an empty cell
    const ListLine *gpu = lineOf(list, QStringLiteral("Video Card"));
    QCOMPARE(gpu->name, QStringLiteral("Asus ROG STRIX GAMING OC GeForce RTX 4090 24 GB Video Card"));
    QCOMPARE(gpu->price, usd(3499.95));
    QCOMPARE(gpu->merchant, QStringLiteral("Amazon"));
    QCOMPARE(list.leftOut(),
        QStringList {QStringLiteral(
            "Case Fan: Corsair iCUE LINK QX120 RGB Starter Kit 63.1 CFM 120 mm Fans 3-Pack × 3")});
    QCOMPARE(lineOf(list, QStringLiteral("CPU Cooler"))->name,
        QStringLiteral("be quiet! Dark Rock Pro 5 CPU Cooler"));
}

void TestPcPartPickerList::htmlExportOfOwnedParts()
{
    const PartList list = parsePartList(fixture(QStringLiteral("html-us-2017-owned.html")), kToday);
    QVERIFY2(list.ok(), qPrintable(list.refusal));
    QCOMPARE(list.date, QDate(2017, 10, 13));
    const ListLine *cpu = lineOf(list, QStringLiteral("CPU"));
    QVERIFY(cpu->owned);
    QCOMPARE(cpu->price, usd(374.64));
    QCOMPARE(cpu->name, QStringLiteral("Intel - Core i7-7700K 4.2GHz Quad-Core Processor"));
    QVERIFY(lineOf(list, QStringLiteral("Video Card"))->owned);
    QVERIFY(!lineOf(list, QStringLiteral("Video Card"))->price);
    QVERIFY(!lineOf(list, QStringLiteral("Storage"), QStringLiteral("Western Digital - Black"))->owned);
    QCOMPARE(lineOf(list, QStringLiteral("Storage"), QStringLiteral("Western Digital - BLACK"))->name,
        QStringLiteral("Western Digital - BLACK SERIES 2TB 3.5\" 7200RPM Internal Hard Drive"));
    QCOMPARE(lineOf(list, QStringLiteral("Case Fan"), QStringLiteral("Cooler Master - R4"))->quantity, 2);
    QCOMPARE(list.leftOut().size(), 7); // paste, optical drive, two fans, keyboard, headphones, UPS
}

void TestPcPartPickerList::refused_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("why");
    QTest::newRow("text without footer") << fixture(QStringLiteral("text-custom-nofooter.txt")) << "cut off";
    QTest::newRow("markdown without footer") << fixture(QStringLiteral("md-de-nofooter.md")) << "cut off";
    const QByteArray html = fixture(QStringLiteral("html-us-2026.html"));
    QTest::newRow("html cut in the table") << html.left(html.size() / 2) << "cut off";
    QTest::newRow("html without footer")
        << QByteArray(html).replace("Generated by", "Made with") << "without the footer";
    QTest::newRow("not a list") << QByteArray("Hello, this is my build: RTX 4090 and a 5950X.\n")
                                << "not a PCPartPicker list";
    QTest::newRow("binary") << QByteArray("PCPartPicker Part List: https://pcpartpicker.com/list/x\n\0\1", 58)
                            << "not text";
    QTest::newRow("huge") << QByteArray(kMaxPartListBytes + 1, 'a') << "too large";
    QTest::newRow("no parts") << QByteArray(
        "PCPartPicker Part List: https://pcpartpicker.com/list/x\n\nTotal: $0.00\n"
        "Generated by PCPartPicker 2026-03-02 12:33 EST-0500\n")
                              << "no parts";
    QTest::newRow("a strange line") << QByteArray(
        "PCPartPicker Part List: https://pcpartpicker.com/list/x\nCPU: AMD Ryzen 5 5600X\n"
        "and then my GPU\nGenerated by PCPartPicker 2026-03-02 12:33 EST-0500\n")
                                    << "line 3 is not a line";
    QTest::newRow("a date to come") << QByteArray(
        "PCPartPicker Part List: https://pcpartpicker.com/list/x\nCPU: AMD Ryzen 5 5600X\n"
        "Generated by PCPartPicker 2027-03-02 12:33 EST-0500\n")
                                    << "does not give the day";
    QTest::newRow("a site that does not exist")
        << QByteArray("PCPartPicker Part List: https://xx.pcpartpicker.com/list/x\nCPU: AMD Ryzen 5 5600X\n"
                      "Generated by PCPartPicker 2026-03-02 12:33 EST-0500\n")
        << "not the address of a PCPartPicker country site";
    const QByteArray header("PCPartPicker Part List: https://pcpartpicker.com/list/x\n");
    const QByteArray footer("Generated by PCPartPicker 2026-03-02 12:33 EST-0500\n");
    QTest::newRow("a line of megabytes")
        << header + "CPU: " + QByteArray(900 * 1000, ' ') + "(" + QByteArray(90000, 'x') + "\n" + footer
        << "characters long";
    QByteArray many = header;
    for (int i = 0; i < 600; ++i)
        many += "Case Fan: Fan " + QByteArray::number(i) + "  ($1.00 @ Shop)\n";
    QTest::newRow("thousands of lines") << many + footer << "more than 500 lines";
    QByteArray rows("<table class=\"pcpp-part-list\">\n");
    for (int i = 0; i < 20000; ++i)
        rows += "<tr><td class=\"pcpp-part-list-type\">";
    QTest::newRow("html of endless rows") << rows + "</table>"
                                          << "more than 500 lines";
    QTest::newRow("a price that is none") << QByteArray(
        "PCPartPicker Part List: https://pcpartpicker.com/list/x\nCPU: AMD Ryzen  (soon @ Amazon)\n"
        "Generated by PCPartPicker 2026-03-02 12:33 EST-0500\n")
                                          << "line 2: \"soon @ Amazon\" is not a price";
}

void TestPcPartPickerList::refused()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, why);
    const PartList list = parsePartList(input, kToday);
    QVERIFY(!list.ok());
    QVERIFY2(list.refusal.contains(why), qPrintable(list.refusal));
}

void TestPcPartPickerList::aTotalThatDoesNotAddUpIsSaid()
{
    QByteArray text = fixture(QStringLiteral("text-us-2026.txt"));
    text.replace("CPU: AMD Ryzen 5 5600X 3.7 GHz 6-Core Processor  ($163.00 @ Amazon)\n", "");
    const PartList list = parsePartList(text, kToday);
    QVERIFY(list.ok());
    QCOMPARE(list.notices.size(), 1);
    QVERIFY2(list.notices.first().contains(QStringLiteral("USD 757.92")), qPrintable(list.notices.first()));
}

void TestPcPartPickerList::priceInAnotherCurrencyIsRefused()
{
    QByteArray text = fixture(QStringLiteral("text-uk-2024.txt"));
    text.replace("(£153.99", "(€153.99");
    const PartList list = parsePartList(text, kToday);
    QVERIFY(!list.ok());
    QVERIFY2(list.refusal.contains(QStringLiteral("not a price in GBP")), qPrintable(list.refusal));
}

void TestPcPartPickerList::matchConfidence()
{
    using namespace rigsmith::testing;
    InMemoryCatalog catalog = guideBuildCatalog();
    Gpu exact = openAirRtx4090();
    exact.info.id = PartId(QStringLiteral("gpu/test-strix-4090"));
    exact.info.name = QStringLiteral("Asus ROG STRIX GAMING OC GeForce RTX 4090 24 GB Video Card");
    exact.info.manufacturer = QStringLiteral("ASUS");
    catalog.insert(exact.toPart());
    Gpu close = exact;
    close.info.id = PartId(QStringLiteral("gpu/test-tuf-4090"));
    close.info.name = QStringLiteral("ASUS TUF Gaming GeForce RTX 4090 OC 24GB GDDR6X");
    catalog.insert(close.toPart());
    Gpu ti = exact;
    ti.info.id = PartId(QStringLiteral("gpu/test-tuf-4070-ti"));
    ti.info.name = QStringLiteral("ASUS TUF Gaming GeForce RTX 4070 Ti OC 12GB GDDR6X");
    catalog.insert(ti.toPart());
    QList<ListLine> lines(4);
    for (ListLine &l : lines)
        l.kind = PartKind::Gpu;
    lines[0].name = QStringLiteral("Asus ROG STRIX GAMING OC GeForce RTX 4090 24 GB Video Card");
    lines[1].name = QStringLiteral("Asus TUF GAMING OC GeForce RTX 4090 24 GB Video Card");
    lines[2].name
        = QStringLiteral("Asus TUF GAMING OC GeForce RTX 4070 12 GB Video Card"); // no Ti in the catalog
    lines[3].name = QStringLiteral("Sapphire PULSE Radeon RX 7900 XTX 24 GB Video Card");
    matchLines(lines, catalog);
    QCOMPARE(lines[0].confidence, MatchConfidence::Exact);
    QCOMPARE(lines[0].match->key(), QStringLiteral("gpu/test-strix-4090"));
    QCOMPARE(lines[1].confidence, MatchConfidence::Close);
    QCOMPARE(lines[1].match->key(), QStringLiteral("gpu/test-tuf-4090"));
    QVERIFY(lines[1].candidates.size() >= 2);
    QCOMPARE(lines[2].confidence, MatchConfidence::None);
    QVERIFY(!lines[2].match);
    QVERIFY(lines[2].candidates.contains(PartId(QStringLiteral("gpu/test-tuf-4070-ti"))));
    QCOMPARE(lines[3].confidence, MatchConfidence::None);
    QCOMPARE(toKey(MatchConfidence::Close), QStringLiteral("close"));
}

void TestPcPartPickerList::matchesTheBundledCatalog()
{
    const auto opened = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY(opened.catalog);
    const PartList list = readPartList(fixture(QStringLiteral("text-us-2026.txt")), *opened.catalog, kToday);
    QVERIFY(list.ok());
    const ListLine *cpu = lineOf(list, QStringLiteral("CPU"));
    // The same words once the list's clock, cores and "Processor" are left out.
    QCOMPARE(cpu->match->key(), QStringLiteral("cpu/amd-ryzen-5-5600x"));
    QCOMPARE(cpu->confidence, MatchConfidence::Exact);
    // The catalog's kit name adds its colour: close, for the user to check.
    const ListLine *kit = lineOf(list, QStringLiteral("Memory"));
    QCOMPARE(kit->confidence, MatchConfidence::Close);
    QVERIFY(kit->match->key().contains(QStringLiteral("ddr4-3200-cl16-32gb-2x16gb")));
    QVERIFY(kit->candidates.size() > 1);
    const ListLine *gpu = lineOf(list, QStringLiteral("Video Card"));
    QCOMPARE(
        gpu->match->key(), QStringLiteral("gpu/gigabyte-aorus-elite-geforce-rtx-3060-ti-8gb-gddr6-black"));
    QCOMPARE(lineOf(list, QStringLiteral("Motherboard"))->match->key(),
        QStringLiteral("motherboard/asus-tuf-gaming-x570-plus-wi-fi-am4-ddr4-atx"));
    QVERIFY(!lineOf(list, QStringLiteral("Monitor"))->match); // not a kind the catalog holds
    // A drive of another capacity, a cooler without "Pro", is no close match.
    const PartList html = readPartList(fixture(QStringLiteral("html-us-2026.html")), *opened.catalog, kToday);
    const ListLine *sn770 = lineOf(html, QStringLiteral("Storage"), QStringLiteral("Western Digital"));
    QVERIFY(!sn770->match || sn770->match->key().contains(QStringLiteral("250")));
    const ListLine *cooler = lineOf(html, QStringLiteral("CPU Cooler"));
    QVERIFY(!cooler->match || cooler->match->key().contains(QStringLiteral("pro")));
    for (const ListLine &l : list.lines)
        QVERIFY(l.confidence != MatchConfidence::None || !l.kind || !l.candidates.isEmpty());
}

QTEST_GUILESS_MAIN(TestPcPartPickerList)
#include "tst_pcpartpickerlist.moc"
