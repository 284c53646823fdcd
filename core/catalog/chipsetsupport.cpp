// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/chipsetsupport.h"

#include "core/model/csvresource.h"
#include "core/model/processorsockets.h"

#include <QRegularExpression>

namespace rigsmith::core {
namespace {

struct Row
{
    QString socket;
    QRegularExpression chipset; // the whole chipset name
    QRegularExpression cpu; // searched in the processor's name
    ChipsetSupport support;
};

// The generator accepts "yes", "bios" and "no" only.
ChipsetSupport::Verdict verdictOf(const QString &support)
{
    if (support == u"bios")
        return ChipsetSupport::Verdict::BiosUpdate;
    if (support == u"no")
        return ChipsetSupport::Verdict::DoesNotRun;
    return ChipsetSupport::Verdict::Runs;
}

QList<Row> load()
{
    QList<Row> rows;
    for (const CsvRow &r : readCsvResource(QStringLiteral(":/rigsmith/catalog/chipset_cpu_support.csv"))) {
        Row row {r.value(QStringLiteral("socket")),
            QRegularExpression(QStringLiteral("^(?:%1)$").arg(r.value(QStringLiteral("chipset")))),
            QRegularExpression(r.value(QStringLiteral("cpu")), QRegularExpression::CaseInsensitiveOption),
            {verdictOf(r.value(QStringLiteral("support"))), r.value(QStringLiteral("url")),
                r.value(QStringLiteral("note"))}};
        // The generator refuses a row whose patterns do not compile or that has no source; a row that
        // got here anyway names nothing.
        if (row.chipset.isValid() && row.cpu.isValid() && !row.support.source.isEmpty())
            rows.append(row);
    }
    return rows;
}

} // namespace

std::optional<ChipsetSupport> chipsetSupport(
    const MotherboardSpec &board, const QString &cpuName, const QString &cpuSocket)
{
    if (!socketFits(cpuSocket, board.socket) || board.chipset.isEmpty())
        return std::nullopt;
    // The rules run from several threads (the advisor's): each keeps its own compiled copy.
    thread_local const QList<Row> rows = load();
    for (const Row &row : rows) {
        if (socketFits(row.socket, board.socket) && row.chipset.match(board.chipset).hasMatch()
            && row.cpu.match(cpuName).hasMatch())
            return row.support;
    }
    return std::nullopt;
}

bool pairKnownToWork(const MotherboardSpec &board, const QString &cpuName, const QString &cpuSocket)
{
    const auto row = chipsetSupport(board, cpuName, cpuSocket);
    return row && row->verdict != ChipsetSupport::Verdict::DoesNotRun;
}

} // namespace rigsmith::core
