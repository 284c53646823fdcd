// SPDX-License-Identifier: GPL-3.0-or-later
// One entry per real product: entries of the datasets that name the same board, graphics
// card or processor are merged into one, the curated or priced one kept, and each dropped id is kept
// as an alias of the entry that stays, so a build saved with it still finds its part.
#include "catalogbuilder.h"
#include "productkey.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace rigsmith::db {

namespace {

struct Entry
{
    QString id, name;
    int rank; // lower is kept: curated, then priced, then the rest
    int completeness; // among equals, the entry that says more is kept
    double maxMemoryGb; // processors and boards: the entry's maximum memory (0: not given)
    bool curated;
    bool handValues; // its values come from a curated row (not only its name, as a board's layout)
};

} // namespace

bool CatalogBuilder::mergeDuplicates(const QString &kind, const QSet<QString> &preferredNames)
{
    const bool boards = kind == u"motherboard";
    const bool cpus = kind == u"cpu";
    const QString priced = QStringLiteral("EXISTS (SELECT 1 FROM price WHERE price.part_id = part.id)");
    // The columns each kind's key needs; for processors also how much the entry says.
    static const QString cpuColumns = QStringLiteral("k.socket, k.max_memory_gb, (manufacturer <> '') + "
                                                     "(release_year IS NOT NULL) + (k.max_memory_gb > 0)");
    const QString columns = boards ? QStringLiteral("k.memory_type, k.form_factor, k.max_memory_gb")
        : cpus                     ? cpuColumns
                                   : QStringLiteral("k.memory_gb");
    QSqlQuery q(mDb);
    q.prepare(QStringLiteral("SELECT id, name, manufacturer, source, %1, %2 FROM part JOIN %3 k "
                             "ON k.part_id = part.id ORDER BY id")
                  .arg(priced, columns, kind)); // the kind names its table
    if (!q.exec())
        return fail(q.lastError().text());
    QHash<QString, QList<Entry>> groups;
    while (q.next()) {
        const QString name = q.value(1).toString();
        const QString maker = q.value(2).toString();
        const bool curated = preferredNames.contains(name) || q.value(3).toString().contains(u"hand");
        const QString key = boards ? boardKey(maker, name, q.value(5).toString(), q.value(6).toString())
            : cpus                 ? cpuKey(name, q.value(5).toString())
                                   : gpuKey(maker, name, q.value(5).toDouble());
        groups[key].append({q.value(0).toString(), name,
            curated                   ? 0
                : q.value(4).toBool() ? 1
                                      : 2,
            cpus ? q.value(7).toInt() : 0,
            cpus         ? q.value(6).toDouble()
                : boards ? q.value(7).toDouble()
                         : 0.0,
            curated, q.value(3).toString().contains(u"hand")});
    }
    QStringList keys = groups.keys();
    std::sort(keys.begin(), keys.end());
    for (const QString &key : keys) {
        QList<Entry> &entries = groups[key];
        if (entries.size() < 2)
            continue;
        std::stable_sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
            return a.rank != b.rank ? a.rank < b.rank : a.completeness > b.completeness;
        });
        const Entry &kept = entries.first();
        // A processor's or board's maximum memory, when the dataset's entries of it disagree, is not
        // known: the capacity rule must not fail (or pass) a build on a value another entry of the
        // same part contradicts (the MSI TRX40 PRO 10G: 64 and 256 GB). Where only some entries give
        // it and those agree, the kept entry has it; a curated row's value stands.
        if ((cpus || boards) && !kept.handValues) {
            QSet<double> given;
            for (const Entry &e : entries) {
                if (e.maxMemoryGb > 0)
                    given.insert(e.maxMemoryGb);
            }
            if (given.size() > 1)
                mStats.conflictingValues.append(
                    QStringLiteral("%1 (%2): maximum memory left unknown").arg(kept.name, kept.id));
            if (!exec(QStringLiteral("UPDATE %1 SET max_memory_gb = ? WHERE part_id = ?").arg(kind),
                    {given.size() == 1 ? *given.cbegin() : 0.0, kept.id}))
                return false;
        }
        for (qsizetype i = 1; i < entries.size(); ++i) {
            if (!retirePart(entries[i].id, kept.id))
                return false;
            mStats.mergedDuplicates.append(QStringLiteral("%1 <- %2").arg(kept.id, entries[i].id));
        }
    }
    return true;
}

bool CatalogBuilder::retirePart(const QString &old, const QString &kept)
{
    // The same product's price stays with it: a curated entry without one takes the price of an entry
    // it replaces (a retail snapshot of the same board), never over its own. The entry's own rows go
    // with it (ON DELETE CASCADE).
    return exec(QStringLiteral("UPDATE OR IGNORE price SET part_id = ? WHERE part_id = ?"), {kept, old})
        && exec(QStringLiteral("DELETE FROM part WHERE id = ?"), {old})
        && exec(QStringLiteral("INSERT INTO part_alias (old_id, part_id) VALUES (?, ?)"), {old, kept});
}

} // namespace rigsmith::db
