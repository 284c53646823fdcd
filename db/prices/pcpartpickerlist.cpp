// SPDX-License-Identifier: GPL-3.0-or-later
#include "pcpartpickerlist.h"

#include "db/overlay/useroverlay.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>
#include <QUrl>

#include <variant>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PartList)
};

// A list has a few dozen lines; an export of thousands is not one a person made. A line of a list is
// a type, a name and a price: one of thousands of characters is not one (and would make the
// patterns below slow).
constexpr int kMaxLines = 500;
constexpr qsizetype kMaxLineLength = 2000;

QString tooLong(int line, qsizetype length)
{
    return Text::tr("line %1 is %2 characters long; a line of a list has at most %3")
        .arg(line)
        .arg(length)
        .arg(kMaxLineLength);
}

QString tooMany()
{
    return Text::tr("the list has more than %1 lines, more than a part list has").arg(kMaxLines);
}

// The country sites PCPartPicker runs (see tests/data/pcpartpicker/README.md), by the first label of
// their host; "uk" is the United Kingdom (ISO 3166 code GB). pcpartpicker.com itself is the US site.
const QSet<QString> &countrySites()
{
    static const QSet<QString> sites {QStringLiteral("ae"), QStringLiteral("ar"), QStringLiteral("au"),
        QStringLiteral("be"), QStringLiteral("bh"), QStringLiteral("br"), QStringLiteral("ca"),
        QStringLiteral("de"), QStringLiteral("dk"), QStringLiteral("es"), QStringLiteral("fi"),
        QStringLiteral("fr"), QStringLiteral("hk"), QStringLiteral("ie"), QStringLiteral("il"),
        QStringLiteral("in"), QStringLiteral("it"), QStringLiteral("jp"), QStringLiteral("kr"),
        QStringLiteral("kw"), QStringLiteral("mx"), QStringLiteral("nl"), QStringLiteral("no"),
        QStringLiteral("nz"), QStringLiteral("om"), QStringLiteral("ph"), QStringLiteral("pl"),
        QStringLiteral("pt"), QStringLiteral("qa"), QStringLiteral("sa"), QStringLiteral("se"),
        QStringLiteral("sg"), QStringLiteral("th"), QStringLiteral("tr"), QStringLiteral("uk")};
    return sites;
}

struct Currency
{
    QString code;
    QString error;
};

// The currency of the site a list or product address is on, or why it cannot be told.
Currency currencyOfSite(const QString &address)
{
    const QString host = QUrl(address).host().toLower();
    if (host == u"pcpartpicker.com" || host == u"www.pcpartpicker.com")
        return {QStringLiteral("USD"), {}};
    const QString suffix = QStringLiteral(".pcpartpicker.com");
    const QString site = host.endsWith(suffix) ? host.chopped(suffix.size()) : QString();
    if (!countrySites().contains(site))
        return {
            {}, Text::tr("\"%1\" is not the address of a PCPartPicker country site").arg(address.left(80))};
    const QString code = site == u"uk" ? QStringLiteral("GB") : site.toUpper();
    const QLocale::Territory territory = QLocale::codeToTerritory(code);
    for (const QLocale &l : QLocale::matchingLocales(QLocale::AnyLanguage, QLocale::AnyScript, territory)) {
        const QString iso = l.currencySymbol(QLocale::CurrencyIsoCode);
        if (!iso.isEmpty())
            return {iso, {}};
    }
    return {{}, Text::tr("the currency of %1 is not known").arg(host)};
}

// The symbols the Unicode CLDR writes a currency with, in any language ("$" and "CA$" for CAD).
bool symbolFits(const QString &symbol, const QString &currency)
{
    static const QHash<QString, QSet<QString>> symbols = [] {
        QHash<QString, QSet<QString>> out;
        for (const QLocale &l :
            QLocale::matchingLocales(QLocale::AnyLanguage, QLocale::AnyScript, QLocale::AnyTerritory)) {
            const QString iso = l.currencySymbol(QLocale::CurrencyIsoCode);
            if (!iso.isEmpty())
                out[iso].insert(l.currencySymbol(QLocale::CurrencySymbol));
        }
        return out;
    }();
    return symbol.isEmpty() || symbol == currency || symbols.value(currency).contains(symbol);
}

std::optional<PartKind> kindOfType(const QString &type)
{
    static const QHash<QString, PartKind> kinds {{QStringLiteral("cpu"), PartKind::Cpu},
        {QStringLiteral("cpu cooler"), PartKind::Cooler},
        {QStringLiteral("motherboard"), PartKind::Motherboard}, {QStringLiteral("memory"), PartKind::Memory},
        {QStringLiteral("storage"), PartKind::Storage}, {QStringLiteral("video card"), PartKind::Gpu},
        {QStringLiteral("case"), PartKind::Case}, {QStringLiteral("power supply"), PartKind::Psu}};
    const auto it = kinds.constFind(type.trimmed().toLower());
    return it == kinds.cend() ? std::nullopt : std::optional(*it);
}

// A line as found, before the currency is known and repeated lines are counted.
struct RawLine
{
    int line = 0;
    QString type;
    QString name;
    QString url;
    QString price; // the price cell's text
    bool custom = false;

    // A product of PCPartPicker's catalog; a part the user typed in links to none (or to nothing).
    bool linksAProduct() const { return url.contains(QStringLiteral("pcpartpicker.com/product/")); }
};

struct Raw
{
    PartList::Format format = PartList::Format::Text;
    QString listUrl;
    QList<RawLine> lines;
    QString footer; // the footer's text
    QString total; // the total's text
    QString refusal;
};

QStringList linesOf(const QString &text)
{
    QString t = text;
    t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    t.replace(u'\r', u'\n');
    return t.split(u'\n');
}

QString cutOff(int lastLine)
{
    return Text::tr("the list is cut off: it ends at line %1 without its footer \"Generated by PCPartPicker "
                    "…\"")
        .arg(lastLine);
}

// The refusal of a Markdown or HTML list whose table ends without its footer.
QString tableCutOff()
{
    return Text::tr("the list is cut off: its table ends without the footer \"Generated by PCPartPicker …\"");
}

const QRegularExpression &textHeader()
{
    static const QRegularExpression re(QStringLiteral(R"re(^(.{0,10}?)PCPartPicker Part List:\s*(\S+))re"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

Raw readText(const QStringList &lines, int headerAt)
{
    Raw raw;
    raw.format = PartList::Format::Text;
    const auto header = textHeader().match(lines[headerAt]);
    const QString prefix = header.captured(1);
    raw.listUrl = header.captured(2);
    static const QRegularExpression part(QStringLiteral(R"re(^([^:]{1,40}):(.*)$)re"));
    static const QRegularExpression priced(QStringLiteral(R"re(^(.*?)\s{2,}\((.*)\)$)re"));
    for (int i = headerAt + 1; i < lines.size(); ++i) {
        QString line = lines[i];
        if (line.size() > kMaxLineLength || raw.lines.size() > kMaxLines) {
            raw.refusal = line.size() > kMaxLineLength ? tooLong(i + 1, line.size()) : tooMany();
            return raw;
        }
        if (!prefix.isEmpty() && line.startsWith(prefix))
            line = line.mid(prefix.size());
        else if (!prefix.trimmed().isEmpty() && line.trimmed() == prefix.trimmed())
            line.clear();
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(QStringLiteral("Prices include"), Qt::CaseInsensitive)
            || line.startsWith(QStringLiteral("Mail-in rebates"), Qt::CaseInsensitive))
            continue;
        if (line.startsWith(QStringLiteral("Generated by"), Qt::CaseInsensitive)) {
            raw.footer = line;
            return raw;
        }
        if (line.startsWith(QStringLiteral("Total:"), Qt::CaseInsensitive)) {
            raw.total = line.mid(6).trimmed();
            continue;
        }
        const auto m = part.match(line);
        if (!m.hasMatch()) {
            raw.refusal = Text::tr("line %1 is not a line of a PCPartPicker list: \"%2\"")
                              .arg(i + 1)
                              .arg(line.left(80));
            return raw;
        }
        RawLine r {i + 1, m.captured(1).trimmed(), m.captured(2).trimmed(), {}, {}, false};
        // "<name>  (<price>)": the last bracket after two spaces, when it holds a price; "(2 x 16 GB)"
        // inside a name follows one space.
        if (const auto p = priced.match(m.captured(2)); p.hasMatch()) {
            r.name = p.captured(1).trimmed();
            r.price = p.captured(2).trimmed();
        }
        r.custom = r.type.compare(QStringLiteral("Custom"), Qt::CaseInsensitive) == 0;
        raw.lines.append(r);
    }
    raw.refusal = cutOff(int(lines.size()));
    return raw;
}

QStringList markdownCells(QString row)
{
    row = row.trimmed();
    if (row.startsWith(u'|'))
        row.remove(0, 1);
    if (row.endsWith(u'|'))
        row.chop(1);
    QStringList cells = row.split(u'|');
    for (QString &c : cells)
        c = c.trimmed();
    return cells;
}

const QRegularExpression &markdownHeader()
{
    static const QRegularExpression re(
        QStringLiteral(R"re(^\s*\|?\s*Type\s*\|\s*Item\s*\|\s*Price\s*\|?\s*$)re"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

Raw readMarkdown(const QStringList &lines, int headerAt)
{
    Raw raw;
    raw.format = PartList::Format::Markdown;
    static const QRegularExpression listLink(QStringLiteral(R"re(\[PCPartPicker part list\]\((\S+?)\))re"),
        QRegularExpression::CaseInsensitiveOption);
    for (int i = std::max(0, headerAt - 6); i < headerAt; ++i) {
        if (const auto m = listLink.match(lines[i]); m.hasMatch())
            raw.listUrl = m.captured(1);
    }
    static const QRegularExpression separator(QStringLiteral(R"re(^[\s|:\-]+$)re"));
    if (headerAt + 1 >= lines.size() || !separator.match(lines[headerAt + 1]).hasMatch()) {
        raw.refusal = Text::tr("line %1 starts a table \"Type|Item|Price\" but the next line does not divide "
                               "its header from its rows")
                          .arg(headerAt + 1);
        return raw;
    }
    static const QRegularExpression bold(QStringLiteral(R"re(^\*\*(.+)\*\*$)re"));
    static const QRegularExpression link(QStringLiteral(R"re(^\[(.*)\]\((\S*)\)$)re"));
    static const QRegularExpression footerLink(QStringLiteral(R"re(\[PCPartPicker\]\([^)]*\))re"));
    for (int i = headerAt + 2; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (line.size() > kMaxLineLength || raw.lines.size() > kMaxLines) {
            raw.refusal = line.size() > kMaxLineLength ? tooLong(i + 1, line.size()) : tooMany();
            return raw;
        }
        if (!line.contains(u'|'))
            break;
        const QStringList cells = markdownCells(line);
        const QString all = cells.join(u' ');
        if (all.contains(QStringLiteral("Generated by"), Qt::CaseInsensitive)) {
            raw.footer = QString(all).replace(footerLink, QStringLiteral("PCPartPicker")).trimmed();
            return raw;
        }
        if (cells.value(0).isEmpty() || cells.value(0).startsWith(QStringLiteral("*Prices"))
            || cells.value(0) == u"**Total**") {
            const qsizetype at = cells.indexOf(QStringLiteral("**Total**"));
            if (at >= 0) {
                for (qsizetype c = at + 1; c < cells.size(); ++c) {
                    if (!cells[c].isEmpty())
                        raw.total = QString(cells[c]).remove(QStringLiteral("**"));
                }
            }
            continue;
        }
        const auto type = bold.match(cells.value(0));
        if (!type.hasMatch() || cells.size() < 2) {
            raw.refusal = Text::tr("line %1 is not a row of a PCPartPicker table: \"%2\"")
                              .arg(i + 1)
                              .arg(line.left(80).trimmed());
            return raw;
        }
        RawLine r {i + 1, type.captured(1).trimmed(), cells[1], {}, cells.value(2), false};
        if (const auto l = link.match(cells[1]); l.hasMatch()) {
            r.name = l.captured(1).trimmed();
            r.url = l.captured(2);
        }
        r.custom = !r.linksAProduct();
        raw.lines.append(r);
    }
    raw.refusal = tableCutOff();
    return raw;
}

QString htmlText(QString html)
{
    static const QRegularExpression tag(QStringLiteral(R"re(<[^>]*>)re"));
    html.remove(tag);
    html.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    html.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    html.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    html.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    html.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    html.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return html.trimmed();
}

int lineAt(const QString &text, qsizetype offset)
{
    return int(QStringView(text).left(offset).count(u'\n')) + 1;
}

Raw readHtml(const QString &text, qsizetype tableAt)
{
    Raw raw;
    raw.format = PartList::Format::Html;
    static const QRegularExpression listLink(
        QStringLiteral(R"re(href="(https?://[a-z.]*pcpartpicker\.com/(?:list|b)/[^"]*)")re"));
    const QString before = text.mid(std::max<qsizetype>(0, tableAt - 600), std::min<qsizetype>(tableAt, 600));
    auto links = listLink.globalMatch(before);
    while (links.hasNext())
        raw.listUrl = links.next().captured(1);
    const qsizetype end = text.indexOf(QStringLiteral("</table>"), tableAt, Qt::CaseInsensitive);
    if (end < 0) {
        raw.refusal
            = Text::tr("the list is cut off: its table (line %1) is never closed").arg(lineAt(text, tableAt));
        return raw;
    }
    const QString table = text.mid(tableAt, end - tableAt);
    if (table.count(QStringLiteral("<tr"), Qt::CaseInsensitive) > kMaxLines + 10) {
        raw.refusal = tooMany();
        return raw;
    }
    // Line numbers counted on as the rows go, not from the start for each row.
    qsizetype counted = tableAt;
    int line = lineAt(text, tableAt);
    static const QRegularExpression row(QStringLiteral(R"re(<tr\b[^>]*>(.*?)</tr>)re"),
        QRegularExpression::DotMatchesEverythingOption | QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression cell(QStringLiteral(R"re(<td\b([^>]*)>(.*?)</td>)re"),
        QRegularExpression::DotMatchesEverythingOption | QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression anchor(QStringLiteral(R"re(<a\b[^>]*href="([^"]*)"[^>]*>(.*?)</a>)re"),
        QRegularExpression::DotMatchesEverythingOption | QRegularExpression::CaseInsensitiveOption);
    auto rows = row.globalMatch(table);
    while (rows.hasNext()) {
        const auto r = rows.next();
        QHash<QString, QString> byClass;
        auto cells = cell.globalMatch(r.captured(1));
        QString all;
        while (cells.hasNext()) {
            const auto c = cells.next();
            static const QRegularExpression klass(QStringLiteral(R"re(class="([^"]*)")re"));
            byClass.insert(klass.match(c.captured(1)).captured(1).trimmed(), c.captured(2));
            all += u' ' + htmlText(c.captured(2));
        }
        if (all.contains(QStringLiteral("Generated by"), Qt::CaseInsensitive)) {
            raw.footer = all.simplified();
            return raw;
        }
        if (byClass.contains(QStringLiteral("pcpp-part-list-total-price")))
            raw.total = htmlText(byClass.value(QStringLiteral("pcpp-part-list-total-price")));
        if (!byClass.contains(QStringLiteral("pcpp-part-list-type")))
            continue;
        const QString item = byClass.value(QStringLiteral("pcpp-part-list-item"));
        line += int(QStringView(text).mid(counted, tableAt + r.capturedStart() - counted).count(u'\n'));
        counted = tableAt + r.capturedStart();
        RawLine l {line, htmlText(byClass.value(QStringLiteral("pcpp-part-list-type"))), htmlText(item), {},
            htmlText(byClass.value(QStringLiteral("pcpp-part-list-price"))).simplified(), false};
        if (const auto a = anchor.match(item); a.hasMatch())
            l.url = a.captured(1);
        l.custom = !l.linksAProduct();
        raw.lines.append(l);
    }
    raw.refusal = tableCutOff();
    return raw;
}

struct Found
{
    PartList::Format format;
    int line = -1; // text and Markdown: the header's line (0-based)
    qsizetype offset = -1; // HTML: where the table starts
};

std::optional<Found> find(const QString &text, const QStringList &lines)
{
    std::optional<Found> best;
    for (int i = 0; i < lines.size(); ++i) {
        if (textHeader().match(lines[i]).hasMatch()) {
            best = Found {PartList::Format::Text, i, -1};
            break;
        }
        if (markdownHeader().match(lines[i]).hasMatch()) {
            best = Found {PartList::Format::Markdown, i, -1};
            break;
        }
    }
    qsizetype cellAt = text.indexOf(QStringLiteral("pcpp-part-list"));
    if (cellAt >= 0) {
        const qsizetype tableAt = text.lastIndexOf(QStringLiteral("<table"), cellAt, Qt::CaseInsensitive);
        const qsizetype at = tableAt >= 0 ? tableAt : cellAt;
        // Whichever list starts first: an HTML page may quote a text export below its table.
        if (!best || lineAt(text, at) <= best->line + 1)
            return Found {PartList::Format::Html, lineAt(text, at) - 1, at};
    }
    return best;
}

struct Price
{
    std::optional<Money> money;
    QString merchant;
    bool owned = false;
};

// "$163.00 @ Amazon", "€116.08", "Purchased For $0.00", "-", "", "($220.00)".
std::variant<Price, QString> readPrice(QString cell, const QString &currency)
{
    cell = cell.simplified();
    if (cell.startsWith(u'(') && cell.endsWith(u')'))
        cell = cell.mid(1, cell.size() - 2).trimmed();
    Price out;
    if (cell.isEmpty() || cell == u"-"
        || cell.compare(QStringLiteral("No Prices Available"), Qt::CaseInsensitive) == 0)
        return out;
    static const QString purchased = QStringLiteral("Purchased For ");
    if (cell.startsWith(purchased, Qt::CaseInsensitive)) {
        out.owned = true;
        cell = cell.mid(purchased.size());
    }
    static const QRegularExpression re(
        QStringLiteral(R"re(^(\D{0,4}?)\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s*@\s*(.+))?$)re"));
    const auto m = re.match(cell);
    if (!m.hasMatch())
        return Text::tr("\"%1\" is not a price").arg(cell.left(60));
    const QString symbol = m.captured(1).trimmed();
    if (!symbolFits(symbol, currency))
        return Text::tr("\"%1\" is not a price in %2, the currency of the list's site")
            .arg(cell.left(60), currency);
    const QString digits = m.captured(2).remove(u',') + m.captured(3);
    const double units = QLocale::c().toDouble(digits);
    if (units * 100.0 > double(kMaxPriceCents))
        return Text::tr("\"%1\" is not a price a part has").arg(cell.left(60));
    out.merchant = m.captured(4).trimmed();
    if (units > 0.0)
        out.money = Money::fromUnits(units, currency);
    return out;
}

} // namespace

QStringList PartList::leftOut() const
{
    QStringList out;
    for (const ListLine &l : lines) {
        if (!l.kind) {
            const QString name = l.name.isEmpty() ? Text::tr("(no name)") : l.name;
            out.append(l.quantity > 1 ? QStringLiteral("%1: %2 × %3").arg(l.type, name).arg(l.quantity)
                                      : QStringLiteral("%1: %2").arg(l.type, name));
        }
    }
    return out;
}

bool looksLikePartList(const QByteArray &input)
{
    const QString text = QString::fromUtf8(input.left(kMaxPartListBytes));
    return find(text, linesOf(text)).has_value();
}

PartList parsePartList(const QByteArray &input, const QDate &today)
{
    PartList out;
    if (input.size() > kMaxPartListBytes) {
        out.refusal = Text::tr("%1 bytes is too large for a part list (at most %2)")
                          .arg(input.size())
                          .arg(kMaxPartListBytes);
        return out;
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(input);
    if (utf8.hasError() || text.contains(QChar(0))) {
        out.refusal = Text::tr("the file is not text (UTF-8)");
        return out;
    }
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QStringList lines = linesOf(text);
    const std::optional<Found> found = find(text, lines);
    if (!found) {
        out.refusal
            = Text::tr("this is not a PCPartPicker list: it has no line \"PCPartPicker Part List: …\", "
                       "no table \"Type|Item|Price\" and no table \"pcpp-part-list\"");
        return out;
    }
    const Raw raw = found->format == PartList::Format::Html ? readHtml(text, found->offset)
        : found->format == PartList::Format::Markdown       ? readMarkdown(lines, found->line)
                                                            : readText(lines, found->line);
    out.format = raw.format;
    out.url = raw.listUrl;
    if (!raw.refusal.isEmpty()) {
        out.refusal = raw.refusal;
        return out;
    }
    if (raw.lines.size() > kMaxLines) {
        out.refusal = Text::tr("%1 lines are too many for a part list (at most %2)")
                          .arg(raw.lines.size())
                          .arg(kMaxLines);
        return out;
    }
    if (raw.lines.isEmpty()) {
        out.refusal = Text::tr("the list has no parts");
        return out;
    }
    static const QRegularExpression footer(
        QStringLiteral(R"re(Generated by\s+PCPartPicker\s+(\d{4}-\d{2}-\d{2})\b)re"),
        QRegularExpression::CaseInsensitiveOption);
    const auto f = footer.match(raw.footer);
    out.date = f.hasMatch() ? QDate::fromString(f.captured(1), Qt::ISODate) : QDate();
    // The footer is written in the list owner's time zone, which may be a day ahead of ours.
    if (!out.date.isValid() || out.date > today.addDays(1) || out.date.year() < 2000) {
        out.refusal
            = Text::tr("the footer \"%1\" does not give the day the list was made (YYYY-MM-DD, up to today)")
                  .arg(raw.footer.left(80));
        return out;
    }
    QString site = out.url;
    for (const RawLine &l : raw.lines) {
        if (site.isEmpty() && l.linksAProduct())
            site = l.url;
    }
    if (site.isEmpty()) {
        out.refusal
            = Text::tr("the list gives no address on a PCPartPicker site, so its currency is not known");
        return out;
    }
    const Currency currency = currencyOfSite(site);
    if (!currency.error.isEmpty()) {
        out.refusal = currency.error;
        return out;
    }
    out.currency = currency.code;
    // Repeated lines are quantities: two of one memory kit, three of one fan pack.
    QHash<QString, qsizetype> seen;
    Money sum(0, out.currency);
    for (const RawLine &r : raw.lines) {
        const auto price = readPrice(r.price, out.currency);
        if (const QString *why = std::get_if<QString>(&price)) {
            out.refusal = Text::tr("line %1: %2").arg(r.line).arg(*why);
            return out;
        }
        const Price &p = std::get<Price>(price);
        if (p.money)
            sum = *sum.plus(*p.money);
        const QString key = r.type + u'\n' + r.name + u'\n' + r.url + u'\n' + r.price;
        if (const auto it = seen.constFind(key); it != seen.cend()) {
            ++out.lines[*it].quantity;
            continue;
        }
        seen.insert(key, out.lines.size());
        ListLine l;
        l.line = r.line;
        l.type = r.type;
        l.name = r.name;
        l.url = r.url;
        l.kind = r.custom && r.name.isEmpty() ? std::nullopt : kindOfType(r.type);
        l.price = p.money;
        l.merchant = p.merchant;
        l.owned = p.owned;
        l.custom = r.custom;
        out.lines.append(l);
    }
    if (!raw.total.isEmpty()) {
        const auto total = readPrice(raw.total, out.currency);
        const Price *t = std::get_if<Price>(&total);
        if (t && t->money && t->money->cents() != sum.cents())
            out.notices.append(
                Text::tr("the prices add up to %1, but the list's total is %2: was the list edited?")
                    .arg(sum.toString(), t->money->toString()));
    }
    return out;
}

PartList readPartList(const QByteArray &input, const PartCatalog &catalog, const QDate &today)
{
    PartList list = parsePartList(input, today);
    if (list.ok())
        matchLines(list.lines, catalog);
    return list;
}

} // namespace rigsmith::db
