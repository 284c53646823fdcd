// SPDX-License-Identifier: GPL-3.0-or-later
// Undo and redo of the user's prices: a price is put back only where it is still the one the step
// wrote, so a newer price from another window or rigsmith-cli survives an undo in this one.
#include "core/model/priceage.h"
#include "useroverlay.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Overlay)
};

// The part's stored price, as stored (no validity check: a price that changed is left alone, whatever
// it is); nothing when the user has none.
std::variant<std::optional<UserPrice>, QString> storedPrice(QSqlDatabase &db, const PartId &part)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT cents, currency, set_on, shop, condition FROM price_override WHERE part_id = ?"));
    q.addBindValue(part.key());
    if (!q.exec())
        return overlayErrorText(q.lastError());
    if (!q.next())
        return std::optional<UserPrice>();
    return std::optional<UserPrice>(UserPrice {part, Money(q.value(0).toLongLong(), q.value(1).toString()),
        QDate::fromString(q.value(2).toString(), Qt::ISODate), q.value(3).toString(),
        conditionFromKey(q.value(4).toString()).value_or(PriceCondition::Unstated)});
}

bool holds(const std::optional<UserPrice> &stored, const std::optional<UserPrice> &expected)
{
    if (!stored || !expected)
        return !stored && !expected;
    return samePrice(*expected, *stored);
}

std::optional<QString> write(QSqlDatabase &db, const PartId &part, const std::optional<UserPrice> &next)
{
    QSqlQuery q(db);
    if (next) {
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO price_override (part_id, cents, currency, set_on, shop, "
                           "condition) VALUES (?, ?, ?, ?, ?, ?)"));
        q.addBindValue(part.key());
        q.addBindValue(qint64(next->price.cents()));
        q.addBindValue(next->price.currency());
        q.addBindValue((next->date.isValid() ? next->date : QDate::currentDate()).toString(Qt::ISODate));
        q.addBindValue(next->shop);
        q.addBindValue(conditionKey(next->condition));
    } else {
        q.prepare(QStringLiteral("DELETE FROM price_override WHERE part_id = ?"));
        q.addBindValue(part.key());
    }
    if (!q.exec())
        return overlayErrorText(q.lastError());
    return std::nullopt;
}

} // namespace

bool samePrice(const UserPrice &price, const UserPrice &stored)
{
    return price.price.cents() == stored.price.cents() && price.price.currency() == stored.price.currency()
        && price.shop == stored.shop && price.condition == stored.condition
        && (!price.date.isValid() || price.date == stored.date);
}

std::variant<QList<PartId>, QString> UserOverlay::swapPrices(const QList<PriceSwap> &swaps)
{
    QSqlDatabase db = QSqlDatabase::database(mConnection);
    // A write transaction from the start: no other writer can change a price between the check and
    // the write.
    QSqlQuery begin(db);
    if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return Text::tr("Cannot save the prices: %1").arg(overlayErrorText(begin.lastError()));
    const auto fail = [&db](const QString &why) {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return Text::tr("Cannot save the prices: %1").arg(why);
    };
    QList<PartId> kept;
    for (const PriceSwap &s : swaps) {
        const auto stored = storedPrice(db, s.part);
        if (const QString *why = std::get_if<QString>(&stored))
            return fail(*why);
        if (!holds(std::get<std::optional<UserPrice>>(stored), s.expected)) {
            kept.append(s.part);
            continue;
        }
        if (const auto why = write(db, s.part, s.next))
            return fail(*why);
    }
    QSqlQuery commit(db);
    if (!commit.exec(QStringLiteral("COMMIT")))
        return fail(overlayErrorText(commit.lastError()));
    return kept;
}

} // namespace rigsmith::db
