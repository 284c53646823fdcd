// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/shoppinglist.h"

#include "core/model/buildparts.h"
#include "core/model/displaytext.h"
#include "core/model/nvlinkbridge.h"
#include "core/rules/ruleengine.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ShoppingList)
};

struct Line
{
    QString id;
    QString kind;
    QString name;
    int quantity = 1;
    std::optional<Money> unit;
    QString source;
    QString date;
};

QList<Line> linesOf(const Build &b)
{
    QList<Line> lines;
    forEachPart(b, [&lines](PartKind kind, const auto &part, int quantity, int) {
        const PartInfo &info = part.info;
        // Parts that are the same (four of one GPU) are one line with their count.
        for (Line &l : lines) {
            if (l.name == info.name && l.kind == displayName(kind) && l.unit == info.price) {
                l.quantity += quantity;
                return;
            }
        }
        lines.append({info.id.key(), displayName(kind), info.name, quantity, info.price, info.priceSource,
            info.priceDate.isValid() ? info.priceDate.toString(Qt::ISODate) : QString()});
    });
    // The bridge has no catalog id: `prices import` has nothing to match it to.
    if (const NvlinkBridge *bridge = nvlinkBridge(b.nvlinkBridge)) {
        lines.append({QString(), Text::tr("NVLink bridge"), bridge->name, 1, bridge->price,
            bridge->price ? bridge->url : QString(), bridge->priceDate});
    }
    return lines;
}

} // namespace

QString csvCell(const QString &text)
{
    // On one line, without control characters or direction marks (a terminal showing the list would
    // obey them), and only then checked: a line break before "=" is a space by now.
    QString s = shownLine(text, u" ");
    // A spreadsheet runs a cell that starts with = + - @ (spaces before it are skipped) as a formula:
    // a name such as "=HYPERLINK(...)" becomes text with a leading apostrophe, as OWASP advises.
    const auto first = std::find_if(s.cbegin(), s.cend(), [](QChar c) { return !c.isSpace(); });
    if (first != s.cend() && QStringLiteral("=+-@").contains(*first))
        s.prepend(u'\'');
    if (s.contains(u',') || s.contains(u'"') || s.contains(u'\''))
        s = u'"' + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
    return s;
}

QString mdCell(const QString &text)
{
    // Every character Markdown or HTML gives a meaning is escaped (CommonMark: a backslash before any
    // ASCII punctuation shows it as it is), so a name is shown, never rendered or linked.
    QString out;
    for (const QChar c : shownLine(text, u" ")) {
        if (QStringLiteral("\\`*_{}[]<>#!|~&:").contains(c))
            out += u'\\';
        out += c;
    }
    return out;
}

namespace {

QString amount(const Money &m)
{
    return QString::number(m.units(), 'f', 2);
}

} // namespace

QByteArray partsCsv(const Build &b)
{
    const CostEstimate cost = Analyses::of(b).cost;
    QStringList out {QStringLiteral("kind,part,quantity,unit_price,price,currency,price_date,source,id")};
    for (const Line &l : linesOf(b)) {
        out.append(QStringList {csvCell(l.kind), csvCell(l.name), QString::number(l.quantity),
            l.unit ? amount(*l.unit) : QString(), l.unit ? amount(l.unit->times(l.quantity)) : QString(),
            l.unit ? l.unit->currency() : QString(), l.date, csvCell(l.source), csvCell(l.id)}
                       .join(u','));
    }
    if (cost.waterCooling) {
        out.append(QStringList {csvCell(Text::tr("Water cooling")), csvCell(Text::tr("loop (estimate)")),
            QStringLiteral("1"), amount(*cost.waterCooling), amount(*cost.waterCooling), cost.currency,
            QString(), csvCell(Text::tr("guide estimate")), QString()}
                       .join(u','));
    }
    // The total row: the known sum, and how many parts it leaves out (a lower bound when any).
    out.append(QStringList {csvCell(Text::tr("Total")),
        csvCell(cost.isLowerBound()
                ? Text::tr("lower bound: %n part(s) without a price", nullptr, cost.unpricedParts)
                : QString()),
        QString(), QString(), amount(cost.purchase), cost.currency, QString(), QString(), QString()}
                   .join(u','));
    return (out.join(u'\n') + u'\n').toUtf8();
}

QString partsMarkdown(const Build &b)
{
    const CostEstimate cost = Analyses::of(b).cost;
    QStringList out;
    out.append(QStringLiteral("## ") + mdCell(b.name.isEmpty() ? Text::tr("Untitled build") : b.name));
    out.append(QString());
    out.append(
        QStringLiteral("| %1 | %2 | %3 | %4 | %5 |")
            .arg(Text::tr("Type"), Text::tr("Item"), Text::tr("Qty"), Text::tr("Price"), Text::tr("Source")));
    out.append(QStringLiteral("| :-- | :-- | --: | --: | :-- |"));
    for (const Line &l : linesOf(b)) {
        const QString price = l.unit ? l.unit->times(l.quantity).toString() : Text::tr("no price");
        const QString source = l.unit
            ? (l.date.isEmpty() ? l.source : QStringLiteral("%1, %2").arg(l.source, l.date))
            : QString();
        out.append(QStringLiteral("| **%1** | %2 | %3 | %4 | %5 |")
                       .arg(mdCell(l.kind), mdCell(l.name))
                       .arg(l.quantity)
                       .arg(mdCell(price), mdCell(source)));
    }
    if (cost.waterCooling) {
        out.append(QStringLiteral("| **%1** | %2 | 1 | %3 | %4 |")
                       .arg(Text::tr("Water cooling"), Text::tr("loop (estimate)"),
                           cost.waterCooling->toString(), Text::tr("guide estimate")));
    }
    out.append(QStringLiteral("| | **%1** | | **%2** | |")
                   .arg(Text::tr("Total"), mdCell(cost.purchaseSum().toString())));
    if (!cost.missingRates.isEmpty()) {
        out.append(QString());
        out.append(Text::tr("Prices in %1 are not counted: no exchange rate to %2 is set.")
                       .arg(cost.missingRates.join(QStringLiteral(", ")), cost.currency));
    }
    return out.join(u'\n') + u'\n';
}

} // namespace rigsmith::core
