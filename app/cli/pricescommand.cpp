// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricescommand.h"

#include "db/catalogsession.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

#include <cmath>

namespace rigsmith::cli {

using namespace rigsmith::core;
using db::UserPrice;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

struct CsvRecord
{
    int line = 0; // where the record starts, from 1
    QStringList fields;
};

// RFC 4180: fields in double quotes may hold commas, quotes ("") and line breaks.
std::optional<QList<CsvRecord>> parseCsv(const QString &text, QString *error)
{
    QList<CsvRecord> records;
    CsvRecord current {1, {}};
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    int line = 1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text[i + 1] == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == u'"' && !fieldStarted) {
            quoted = true;
            fieldStarted = true;
        } else if (c == u',') {
            current.fields.append(field);
            field.clear();
            fieldStarted = false;
        } else if (c == u'\r') {
            continue;
        } else if (c == u'\n') {
            current.fields.append(field);
            if (!(current.fields.size() == 1 && current.fields.first().isEmpty()))
                records.append(current);
            field.clear();
            fieldStarted = false;
            ++line;
            current = {line, {}};
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted) {
        *error = Text::tr("a quoted field opened on line %1 is never closed").arg(current.line);
        return std::nullopt;
    }
    if (fieldStarted || !current.fields.isEmpty()) {
        current.fields.append(field);
        records.append(current);
    }
    return records;
}

QString stale(const UserPrice &p, const QDate &today)
{
    return p.date.isValid() && p.date.addYears(1) < today ? Text::tr("older than a year") : QString();
}

} // namespace

PriceList readPriceList(const QByteArray &csv, const PartCatalog &catalog, const QDate &today)
{
    PriceList out;
    QString text = QString::fromUtf8(csv);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QString error;
    const auto records = parseCsv(text, &error);
    if (!records) {
        out.malformed = error;
        return out;
    }
    const QStringList header {QStringLiteral("part"), QStringLiteral("price"), QStringLiteral("currency"),
        QStringLiteral("date"), QStringLiteral("shop")};
    QStringList got = records->isEmpty() ? QStringList() : records->first().fields;
    for (QString &h : got)
        h = h.trimmed().toLower();
    if (got != header) {
        out.malformed = Text::tr("the first line must be the header \"%1\"").arg(header.join(u','));
        return out;
    }
    // Exact names, of every kind; a name that two parts share matches neither.
    QHash<QString, QList<PartId>> byName;
    for (PartKind kind : allValues<PartKind>()) {
        for (const Part &p : catalog.parts(kind))
            byName[p.info.name].append(p.info.id);
    }
    for (qsizetype r = 1; r < records->size(); ++r) {
        const CsvRecord &rec = records->at(r);
        const auto bad
            = [&](const QString &why) { out.badRows.append(Text::tr("line %1: %2").arg(rec.line).arg(why)); };
        if (rec.fields.size() != header.size()) {
            bad(Text::tr("%1 fields where 5 belong").arg(rec.fields.size()));
            continue;
        }
        const QString part = rec.fields[0].trimmed();
        std::optional<PartId> id;
        if (PartId::isValidKey(part) && catalog.part(PartId(part)))
            id = PartId(part);
        else if (const auto it = byName.constFind(part); it != byName.cend()) {
            if (it->size() > 1) {
                bad(Text::tr("\"%1\" names %2 catalog parts; use the catalog id").arg(part).arg(it->size()));
                continue;
            }
            id = it->first();
        }
        if (!id) {
            bad(Text::tr("no catalog part has the id or exact name \"%1\"").arg(part));
            continue;
        }
        bool ok = false;
        const double price = QLocale::c().toDouble(rec.fields[1].trimmed(), &ok);
        if (!ok || !std::isfinite(price) || price <= 0.0 || price > 1e9) {
            bad(Text::tr("\"%1\" is not a price above zero (write 1299.00)").arg(rec.fields[1]));
            continue;
        }
        const QString currency = rec.fields[2].trimmed();
        if (!Money::isValidCurrency(currency)) {
            bad(Text::tr("\"%1\" is not a currency code such as EUR").arg(currency));
            continue;
        }
        const QDate date = QDate::fromString(rec.fields[3].trimmed(), Qt::ISODate);
        if (!date.isValid() || date > today) {
            bad(Text::tr("\"%1\" is not a date of today or before, written 2026-11-30").arg(rec.fields[3]));
            continue;
        }
        out.prices.append({*id, Money::fromUnits(price, currency), date, rec.fields[4].trimmed()});
    }
    return out;
}

QString pricesText(const QList<UserPrice> &prices, const PartCatalog *catalog, const QDate &today)
{
    QString out;
    for (const UserPrice &p : prices) {
        const auto part = catalog ? catalog->part(p.part) : std::nullopt;
        QStringList cells {p.part.key(), part ? part->info.name : QString(), p.price.toString(),
            p.date.toString(Qt::ISODate), p.shop, stale(p, today)};
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

int runPrices(const QStringList &args, bool json, const QString &catalogPath)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const auto fail = [&err](const QString &message) {
        err << "rigsmith-cli: " << message << '\n';
        return 2;
    };
    const QString verb = args.value(0);
    if (verb != u"import" && verb != u"list")
        return fail(Text::tr("prices takes import FILE.csv or list"));
    if ((verb == u"import" && args.size() != 2) || (verb == u"list" && args.size() != 1))
        return fail(Text::tr("prices takes import FILE.csv or list"));
    const db::CatalogSession session(catalogPath, QCoreApplication::applicationDirPath(), QString());
    const QString overlayPath = db::UserOverlay::defaultPath();
    auto opened = db::UserOverlay::open(overlayPath);
    if (!opened.overlay)
        return fail(opened.error);
    const QDate today = QDate::currentDate();
    if (verb == u"list") {
        const QList<db::UserPrice> prices = opened.overlay->prices();
        if (json)
            out << QJsonDocument(pricesJson(prices, session.catalog(), today))
                       .toJson(QJsonDocument::Indented);
        else
            out << pricesText(prices, session.catalog(), today);
        return 0;
    }
    if (!session.catalog())
        return fail(session.problems().join(u' '));
    QFile file(args[1]);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("%1: %2").arg(args[1], file.errorString()));
    constexpr qint64 kMaxBytes = 16 * 1024 * 1024;
    if (file.size() > kMaxBytes)
        return fail(Text::tr("%1: larger than 16 MB; not a price list").arg(args[1]));
    const PriceList list = readPriceList(file.read(kMaxBytes), *session.catalog(), today);
    if (!list.malformed.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(args[1], list.malformed));
    if (!list.badRows.isEmpty()) {
        for (const QString &row : list.badRows)
            err << args[1] << ": " << row << '\n';
        return fail(
            Text::tr("%n row(s) cannot be read; nothing was imported", nullptr, int(list.badRows.size())));
    }
    if (const auto error = opened.overlay->setPrices(list.prices))
        return fail(*error);
    out << Text::tr("Imported %n price(s) into %1", nullptr, int(list.prices.size())).arg(overlayPath)
        << '\n';
    return 0;
}

} // namespace rigsmith::cli
