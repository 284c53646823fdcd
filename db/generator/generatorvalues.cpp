// SPDX-License-Identifier: GPL-3.0-or-later
#include "generatorvalues.h"

#include <QRegularExpression>
#include <QSet>

namespace rigsmith::db {

// Columns of each kind table that come straight from the curated CSV of that kind.
const QStringList kGpuColumns {QStringLiteral("vendor"), QStringLiteral("chipset"), QStringLiteral("chip"),
    QStringLiteral("architecture"), QStringLiteral("memory_gb"), QStringLiteral("bandwidth_gbs"),
    QStringLiteral("fp32_tflops"), QStringLiteral("fp16_tflops"), QStringLiteral("tensor_tflops"),
    QStringLiteral("tensor_cores"), QStringLiteral("tdp_w"), QStringLiteral("pcie6"), QStringLiteral("pcie8"),
    QStringLiteral("pcie12vhpwr"), QStringLiteral("cooler"), QStringLiteral("fans"),
    QStringLiteral("slot_width"), QStringLiteral("length_mm"), QStringLiteral("pcie_gen"),
    QStringLiteral("category"), QStringLiteral("founders")};
const QStringList kCpuColumns {QStringLiteral("socket"), QStringLiteral("microarchitecture"),
    QStringLiteral("cores"), QStringLiteral("threads"), QStringLiteral("base_ghz"),
    QStringLiteral("boost_ghz"), QStringLiteral("tdp_w"), QStringLiteral("memory_types"),
    QStringLiteral("max_memory_gb")};
const QStringList kBoardColumns {QStringLiteral("socket"), QStringLiteral("chipset"),
    QStringLiteral("form_factor"), QStringLiteral("memory_slots"), QStringLiteral("max_memory_gb"),
    QStringLiteral("memory_type"), QStringLiteral("m2_slots")};
const QStringList kMemoryColumns {QStringLiteral("type"), QStringLiteral("modules"),
    QStringLiteral("module_gb"), QStringLiteral("speed_mts"), QStringLiteral("cas"), QStringLiteral("ecc"),
    QStringLiteral("registered")};
const QStringList kPsuColumns {QStringLiteral("wattage_w"), QStringLiteral("efficiency"),
    QStringLiteral("pcie6"), QStringLiteral("pcie8"), QStringLiteral("pcie12vhpwr"),
    QStringLiteral("form_factor"), QStringLiteral("length_mm"), QStringLiteral("atx_version")};
const QStringList kCaseColumns {QStringLiteral("form_factors"), QStringLiteral("expansion_slots"),
    QStringLiteral("max_gpu_length_mm"), QStringLiteral("max_cooler_height_mm"),
    QStringLiteral("max_psu_length_mm"), QStringLiteral("bays35"), QStringLiteral("bays25")};
const QStringList kCoolerColumns {QStringLiteral("water_cooled"), QStringLiteral("height_mm"),
    QStringLiteral("radiator_mm"), QStringLiteral("sockets")};
const QStringList kStorageColumns {QStringLiteral("type"), QStringLiteral("capacity_gb"),
    QStringLiteral("read_mbs"), QStringLiteral("interface"), QStringLiteral("form_factor")};

// Optional numbers: an empty cell is NULL, so CHECK constraints and the report's "missing"
// counts see it as unknown. Every other empty cell is empty text.
const QSet<QString> kNullable {QStringLiteral("bandwidth_gbs"), QStringLiteral("fp32_tflops"),
    QStringLiteral("fp16_tflops"), QStringLiteral("tensor_tflops"), QStringLiteral("length_mm"),
    QStringLiteral("max_cooler_height_mm"), QStringLiteral("max_psu_length_mm"), QStringLiteral("height_mm"),
    QStringLiteral("radiator_mm"), QStringLiteral("release_year")};

// Empty but not null: the SQLite driver binds a null QString (and an empty literal) as NULL.
QVariant emptyText()
{
    static const QChar nothing;
    return QVariant(QString(&nothing, 0));
}

QVariant valueOf(const QString &cell, const QString &column)
{
    if (cell.isEmpty())
        return kNullable.contains(column) ? QVariant() : emptyText();
    return QVariant(cell);
}

QString placeholders(qsizetype n)
{
    QStringList marks;
    for (qsizetype i = 0; i < n; ++i)
        marks.append(QStringLiteral("?"));
    return marks.join(u',');
}

QString priceSourceProblem(const QString &url, const QString &quote, const QString &currency)
{
    static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
    if (!url.startsWith(QStringLiteral("https://")) && !url.startsWith(QStringLiteral("http://")))
        return QStringLiteral("no source URL");
    if (quote.isEmpty())
        return QStringLiteral("no quote from the source");
    if (!currencyCode.match(currency).hasMatch())
        return QStringLiteral("currency '%1' is not an ISO 4217 code").arg(currency);
    return {};
}

} // namespace rigsmith::db
