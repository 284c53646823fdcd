// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricescommand.h"

#include "clierror.h"
#include "core/file/regularfile.h"
#include "db/prices/priceimport.h"
#include "db/session/catalogsession.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

#include <cmath>

namespace rigsmith::cli {

using namespace rigsmith::core;
using db::BadPriceRow;
using db::UserPrice;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

QString stale(const UserPrice &p, const QDate &today)
{
    return p.date.isValid() && p.date.addYears(1) < today ? Text::tr("older than a year") : QString();
}

} // namespace

QString pricesText(const QList<UserPrice> &prices, const PartCatalog *catalog, const QDate &today)
{
    QString out;
    for (const UserPrice &p : prices) {
        const auto part = catalog ? catalog->part(p.part) : std::nullopt;
        QStringList cells {p.part.key(), part ? oneLine(part->info.name) : QString(), p.price.toString(),
            p.date.toString(Qt::ISODate), oneLine(p.shop), stale(p, today)};
        cells.removeAll(QString());
        out += cells.join(QStringLiteral("  ")) + u'\n';
    }
    if (prices.isEmpty())
        out = Text::tr("No prices of your own yet; import some with rigsmith-cli prices import FILE.csv")
            + u'\n';
    return out;
}

QJsonArray pricesJson(const QList<UserPrice> &prices, const PartCatalog *catalog, const QDate &today)
{
    QJsonArray out;
    for (const UserPrice &p : prices) {
        QJsonObject o {{QStringLiteral("part"), p.part.key()},
            {QStringLiteral("priceCents"), qint64(p.price.cents())},
            {QStringLiteral("currency"), p.price.currency()},
            {QStringLiteral("date"), p.date.toString(Qt::ISODate)}, {QStringLiteral("shop"), p.shop},
            {QStringLiteral("stale"), !stale(p, today).isEmpty()}};
        if (const auto part = catalog ? catalog->part(p.part) : std::nullopt)
            o.insert(QStringLiteral("name"), part->info.name);
        out.append(o);
    }
    return out;
}

QString PricesCommand::synopsis() const
{
    return Text::tr("prices import FILE [--accept-close] | prices list [--json]");
}

QString PricesCommand::summary() const
{
    return Text::tr("Store your own prices from a price CSV (header part,price,currency,date,shop), a "
                    "shopping list (export --parts-csv) or a PCPartPicker list (text, Markdown or HTML "
                    "export; close matches with --accept-close), or list them with their dates and shops");
}

QList<QCommandLineOption> PricesCommand::options() const
{
    return {jsonOption(),
        QCommandLineOption(QStringLiteral("accept-close"),
            Text::tr("prices import: take the lines of a PCPartPicker list matched by a close name too"))};
}

int PricesCommand::run(Invocation &invocation) const
{
    const QStringList &args = invocation.arguments();
    const bool json = invocation.json();
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QString verb = args.value(0);
    if (verb != u"import" && verb != u"list")
        return fail(Text::tr("prices takes import FILE or list"));
    if ((verb == u"import" && args.size() != 2) || (verb == u"list" && args.size() != 1))
        return fail(Text::tr("prices takes import FILE or list"));
    const db::CatalogSession &session = invocation.session();
    const QString overlayPath = db::UserOverlay::defaultPath();
    auto opened = db::UserOverlay::open(overlayPath);
    // A file set aside or rows that cannot be read are never silent.
    for (const QString &notice : opened.notices)
        reportError(notice);
    if (!opened.overlay)
        return fail(opened.error);
    const QDate today = QDate::currentDate();
    if (verb == u"list") {
        const QList<db::UserPrice> prices = opened.overlay->prices();
        if (json)
            out << QJsonDocument(pricesJson(prices, session.catalog(), today))
                       .toJson(QJsonDocument::Indented);
        else
            out << terminalSafe(pricesText(prices, session.catalog(), today));
        return 0;
    }
    if (!session.catalog())
        return fail(session.problems().join(u' '));
    // A regular file only: a FIFO or a device would block or never end.
    const auto read = readRegularFile(args[1], db::kMaxPriceListBytes);
    if (const auto *why = std::get_if<QString>(&read))
        return fail(QStringLiteral("%1: %2").arg(args[1], *why));
    // A price CSV, a shopping list Rigsmith wrote, or a PCPartPicker list: found from the content.
    const db::PriceList list = db::readPrices(std::get<QByteArray>(read), *session.catalog(), today,
        {invocation.isSet(QStringLiteral("accept-close"))});
    if (!list.malformed.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(args[1], list.malformed));
    if (!list.bad.isEmpty()) {
        // The first rows say what is wrong; a list of a million bad rows is not printed back whole.
        constexpr qsizetype kShown = 20;
        const QStringList rows = list.badRows();
        for (const QString &row : rows.mid(0, kShown))
            err << terminalSafe(args[1] + QStringLiteral(": ") + row) << '\n';
        if (rows.size() > kShown)
            err << terminalSafe(
                Text::tr("%1: %2 more bad rows not shown").arg(args[1]).arg(rows.size() - kShown))
                << '\n';
        return fail(
            Text::tr("%n row(s) cannot be read; nothing was imported", nullptr, int(list.bad.size())));
    }
    if (const auto error = opened.overlay->setPrices(list.prices))
        return fail(*error);
    // Older prices of a part the list prices again are left out, and said (the first few); so are
    // the lines of a list that hold no price to take.
    for (const BadPriceRow &row : list.superseded.mid(0, 20) + list.skipped.mid(0, 40))
        reportError(args[1] + QStringLiteral(": ") + row.text());
    for (const QString &notice : list.notices)
        reportError(args[1] + QStringLiteral(": ") + notice);
    out << Text::tr("Imported %n price(s) into %1", nullptr, int(list.prices.size())).arg(overlayPath)
        << '\n';
    return 0;
}

} // namespace rigsmith::cli
