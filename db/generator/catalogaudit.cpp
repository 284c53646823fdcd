// SPDX-License-Identifier: GPL-3.0-or-later
// Classes of catalog values that cannot be right, found by reading the built catalog against itself: a
// case whose only board form factor is mini-ITX while it has the expansion openings of an ATX case (the
// dataset maps many HTPC desktop cases so), entries of one board whose slot lists disagree on the number of
// x16 slots (one of them is wrong), and derived slot layouts that still offer PCIe 4.0 or later on a
// platform older than PCIe 4.0 that no row of platform_pcie_generations.csv names. None is changed here
// (a value changes only with a source); the report lists them so that each can be settled from one.
#include "catalogbuilder.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace rigsmith::db {
namespace {

// The words of a board's name that name the product: maker, series and model, without the dataset's
// trailing description (socket, memory type, form factor).
QString productWords(const QString &name)
{
    static const QRegularExpression word(QStringLiteral("[a-z0-9]+"));
    static const QStringList description {QStringLiteral("ddr3"), QStringLiteral("ddr4"),
        QStringLiteral("ddr5"), QStringLiteral("atx"), QStringLiteral("eatx"), QStringLiteral("micro"),
        QStringLiteral("mini"), QStringLiteral("itx"), QStringLiteral("am4"), QStringLiteral("am5"),
        QStringLiteral("motherboard")};
    QStringList words;
    auto it = word.globalMatch(name.toLower());
    while (it.hasNext()) {
        const QString w = it.next().captured();
        if (!description.contains(w) && !words.contains(w))
            words.append(w);
    }
    words.sort();
    return words.join(u' ');
}

} // namespace

bool CatalogBuilder::auditCatalog()
{
    QSqlQuery q(mDb);
    // Cases: mini-ITX only, yet five or more expansion openings (a mini-ITX board has one slot).
    if (!q.exec(
            QStringLiteral("SELECT p.name, c.expansion_slots FROM part p JOIN pc_case c ON c.part_id = p.id "
                           "WHERE c.form_factors = 'mini-itx' AND c.expansion_slots >= 5 ORDER BY p.name")))
        return fail(q.lastError().text());
    while (q.next())
        mStats.doubtfulCaseForms.append(
            QStringLiteral("%1 (%2 openings)").arg(q.value(0).toString()).arg(q.value(1).toInt()));

    // Boards: entries of one product whose x16 slot counts differ.
    if (!q.exec(QStringLiteral(
            "SELECT p.name, m.socket, (SELECT count(*) FROM pcie_slot s WHERE s.board_id = p.id "
            "AND s.physical_lanes = 16) FROM part p JOIN motherboard m ON m.part_id = p.id")))
        return fail(q.lastError().text());
    QHash<QString, QList<QPair<QString, int>>> byProduct;
    while (q.next())
        byProduct[q.value(1).toString() + u'|' + productWords(q.value(0).toString())].append(
            {q.value(0).toString(), q.value(2).toInt()});
    // Entries merged as one product (part_alias): the dataset's slot list of the dropped entry against the
    // kept one's (the merge keeps the kept entry's slots whatever the other said).
    const auto x16Of = [](const QString &slotList) {
        const QStringList listed = slotList.split(u' ', Qt::SkipEmptyParts);
        return int(std::count_if(listed.cbegin(), listed.cend(),
            [](const QString &slot) { return slot.startsWith(QStringLiteral("16@")); }));
    };
    if (!q.exec(QStringLiteral(
            "SELECT a.old_id, a.part_id, p.name FROM part_alias a JOIN part p ON p.id = a.part_id "
            "WHERE p.kind = 'motherboard' ORDER BY p.name")))
        return fail(q.lastError().text());
    while (q.next()) {
        const QString dropped = q.value(0).toString();
        const QString kept = q.value(1).toString();
        if (!mBoardSlotLists.contains(dropped) || !mBoardSlotLists.contains(kept))
            continue;
        const int droppedX16 = x16Of(mBoardSlotLists.value(dropped));
        const int keptX16 = x16Of(mBoardSlotLists.value(kept));
        if (droppedX16 != keptX16)
            mStats.disagreeingBoardSlots.append(QStringLiteral("%1: %2 x16 kept, its merged entry %3 said %4")
                                                    .arg(q.value(2).toString())
                                                    .arg(keptX16)
                                                    .arg(dropped)
                                                    .arg(droppedX16));
    }
    for (auto it = byProduct.cbegin(); it != byProduct.cend(); ++it) {
        const auto &entries = it.value();
        if (entries.size() < 2)
            continue;
        const bool differ = std::any_of(entries.cbegin(), entries.cend(),
            [&](const QPair<QString, int> &e) { return e.second != entries.first().second; });
        if (!differ)
            continue;
        QStringList parts;
        for (const auto &[name, x16] : entries)
            parts.append(QStringLiteral("%1: %2 x16").arg(name).arg(x16));
        mStats.disagreeingBoardSlots.append(parts.join(QStringLiteral(" / ")));
    }
    mStats.disagreeingBoardSlots.sort();

    // Derived layouts of a pre-PCIe-4.0 platform that still offer Gen 4 or later: sockets whose processors
    // all predate PCIe 4.0 (the first desktop platform with it, X570, came in 2019).
    static const QStringList oldSockets {QStringLiteral("LGA 775"), QStringLiteral("LGA 1156"),
        QStringLiteral("LGA 1366"), QStringLiteral("LGA 1155"), QStringLiteral("LGA 1150"),
        QStringLiteral("LGA 1151"), QStringLiteral("LGA 2011"), QStringLiteral("LGA 2011-3"),
        QStringLiteral("AM1"), QStringLiteral("AM3"), QStringLiteral("AM3+"), QStringLiteral("FM1"),
        QStringLiteral("FM2"), QStringLiteral("FM2+"), QStringLiteral("TR4"), QStringLiteral("LGA 2066")};
    if (!q.exec(QStringLiteral("SELECT m.socket, m.chipset, count(DISTINCT m.part_id) FROM motherboard m "
                               "JOIN pcie_slot s ON s.board_id = m.part_id WHERE m.layout_approximate = 1 "
                               "AND s.gen >= 4 GROUP BY 1, 2 ORDER BY 1, 2")))
        return fail(q.lastError().text());
    while (q.next()) {
        if (oldSockets.contains(q.value(0).toString()))
            mStats.impossibleGenerations.append(QStringLiteral("%1 %2: %3 boards")
                                                    .arg(q.value(0).toString(), q.value(1).toString())
                                                    .arg(q.value(2).toInt()));
    }
    return true;
}

} // namespace rigsmith::db
