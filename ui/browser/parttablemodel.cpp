// SPDX-License-Identifier: GPL-3.0-or-later
#include "parttablemodel.h"

#include "core/analysis/performanceestimate.h"
#include "core/layoutconfidence.h"
#include "fieldnames.h"
#include "partmime.h"

#include <QLocale>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

QVariant price(const Part &p)
{
    return p.info.price ? QVariant(p.info.price->units()) : QVariant();
}

template<typename S, typename F>
std::function<QVariant(const Part &)> spec(F f)
{
    return [f](const Part &p) -> QVariant {
        const S *s = p.as<S>();
        return s ? f(*s) : QVariant();
    };
}

QString gb(double v)
{
    return QLocale().toString(v, 'g', 4);
}

} // namespace

PartTableModel::PartTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QList<PartTableModel::Column> PartTableModel::columnsFor(PartKind kind)
{
    const Column name {
        tr("Part"), tr("Maker and model"), [](const Part &p) { return QVariant(p.info.name); }, {}};
    const Column cost {tr("Price"), tr("US dollars; snapshot or launch price, see the tooltip"), price, {}};
    switch (kind) {
    case PartKind::Gpu:
        return {name,
            {tr("Model"), tr("The GPU model the card is built on"),
                spec<GpuSpec>([](const GpuSpec &s) { return s.model; }), {}},
            {tr("GB"), tr("GPU memory"), spec<GpuSpec>([](const GpuSpec &s) { return s.memory.value(); }),
                {}},
            {tr("GB/s"), tr("Memory bandwidth"),
                spec<GpuSpec>([](const GpuSpec &s) { return s.memoryBandwidthGBs; }), {}},
            {tr("TDP W"), tr("Rated board power"),
                spec<GpuSpec>([](const GpuSpec &s) { return s.tdp.value(); }), QStringLiteral("tdpW")},
            {tr("Slots"), tr("Width in expansion slots"),
                spec<GpuSpec>([](const GpuSpec &s) { return s.slotWidth.value(); }),
                QStringLiteral("slotWidth")},
            {tr("Length mm"), tr("Card length"),
                spec<GpuSpec>([](const GpuSpec &s) { return s.length.value(); }), {}},
            {tr("Cooler"), tr("Blower, open-air (fans), hybrid, water block or passive"),
                spec<GpuSpec>([](const GpuSpec &s) { return toKey(s.cooler); }), QStringLiteral("cooler")},
            cost,
            {tr("Score"), tr("Relative 16-bit training throughput (Tesla V100 = 0.90)"),
                spec<GpuSpec>([](const GpuSpec &s) { return PerformanceEstimate::gpuScore(s, true); }),
                QStringLiteral("tensorTflops")},
            {tr("Score/k$"), tr("Score per 1000 US dollars"),
                [](const Part &p) -> QVariant {
                    if (!p.info.price || p.info.price->cents() <= 0)
                        return {};
                    return PerformanceEstimate::gpuScore(*p.as<GpuSpec>(), true) / p.info.price->units()
                        * 1000.0;
                },
                {}}};
    case PartKind::Cpu:
        return {name, {tr("Socket"), {}, spec<CpuSpec>([](const CpuSpec &s) { return s.socket; }), {}},
            {tr("Cores"), {}, spec<CpuSpec>([](const CpuSpec &s) { return s.cores; }), {}},
            {tr("Threads"), {}, spec<CpuSpec>([](const CpuSpec &s) { return s.threads; }), {}},
            {tr("Base GHz"), {}, spec<CpuSpec>([](const CpuSpec &s) { return s.baseGHz; }), {}},
            {tr("TDP W"), {}, spec<CpuSpec>([](const CpuSpec &s) { return s.tdp.value(); }), {}},
            {tr("Lanes"), tr("PCIe lanes for expansion slots"),
                spec<CpuSpec>([](const CpuSpec &s) { return s.pcieLanes.value(); }),
                QStringLiteral("pcieLanes")},
            cost};
    case PartKind::Motherboard:
        return {name,
            {tr("Socket"), {}, spec<MotherboardSpec>([](const MotherboardSpec &s) { return s.socket; }), {}},
            {tr("Form"), {},
                spec<MotherboardSpec>([](const MotherboardSpec &s) { return toKey(s.formFactor); }), {}},
            {tr("x16 slots"), tr("Slots a full-size GPU fits"),
                spec<MotherboardSpec>([](const MotherboardSpec &s) {
                    return int(std::count_if(s.slots.cbegin(), s.slots.cend(),
                        [](const PcieSlot &slot) { return slot.physicalSize.value() >= 16; }));
                }),
                QStringLiteral("slots")},
            {tr("Memory"), {},
                spec<MotherboardSpec>([](const MotherboardSpec &s) { return toKey(s.memoryType); }), {}},
            {tr("Layout"),
                tr("How sure the slot layout is: verified openings, verified slots and lanes, "
                   "unverified, or derived from the slot list"),
                spec<MotherboardSpec>([](const MotherboardSpec &s) { return layoutConfidenceLabel(s); }), {}},
            cost};
    case PartKind::Memory:
        return {name, {tr("Type"), {}, spec<MemoryKit>([](const MemoryKit &s) { return toKey(s.type); }), {}},
            {tr("GB"), tr("Kit total"), spec<MemoryKit>([](const MemoryKit &s) { return s.total().value(); }),
                {}},
            {tr("Kit"), {}, spec<MemoryKit>([](const MemoryKit &s) {
                 return QStringLiteral("%1 × %2 GB").arg(s.modules).arg(gb(s.moduleSize.value()));
             }),
                {}},
            {tr("MT/s"), {}, spec<MemoryKit>([](const MemoryKit &s) { return s.speedMTs; }), {}}, cost};
    case PartKind::Psu:
        return {name, {tr("W"), {}, spec<PsuSpec>([](const PsuSpec &s) { return s.wattage.value(); }), {}},
            {tr("80 PLUS"), {}, spec<PsuSpec>([](const PsuSpec &s) { return toKey(s.efficiency); }),
                QStringLiteral("efficiency")},
            {tr("PCIe cables"), tr("6+2-pin PCIe cables"),
                spec<PsuSpec>([](const PsuSpec &s) { return s.connectors.pcie8; }),
                QStringLiteral("connectors")},
            {tr("12VHPWR"), {}, spec<PsuSpec>([](const PsuSpec &s) { return s.connectors.pcie12vhpwr; }), {}},
            cost};
    case PartKind::Case:
        return {name,
            {tr("Slots"), tr("Expansion slot openings"),
                spec<CaseSpec>([](const CaseSpec &s) { return s.expansionSlots; }),
                QStringLiteral("expansionSlots")},
            {tr("GPU mm"), tr("Longest GPU it takes"),
                spec<CaseSpec>([](const CaseSpec &s) { return s.maxGpuLength.value(); }), {}},
            {tr("Radiators"), tr("Radiator mounts"),
                spec<CaseSpec>([](const CaseSpec &s) { return int(s.radiatorMounts.size()); }), {}},
            cost};
    case PartKind::Cooler:
        return {name,
            {tr("Type"), {}, spec<CoolerSpec>([](const CoolerSpec &s) {
                 return s.waterCooled ? tr("liquid") : tr("air");
             }),
                QStringLiteral("waterCooled")},
            {tr("Height mm"), {}, spec<CoolerSpec>([](const CoolerSpec &s) {
                 return s.height ? QVariant(s.height->value()) : QVariant();
             }),
                {}},
            cost};
    case PartKind::Storage:
        return {name,
            {tr("Type"), {}, spec<StorageSpec>([](const StorageSpec &s) { return toKey(s.type); }), {}},
            {tr("GB"), {}, spec<StorageSpec>([](const StorageSpec &s) { return s.capacity.value(); }), {}},
            {tr("Read MB/s"), tr("Typical sequential read for the interface"),
                spec<StorageSpec>([](const StorageSpec &s) { return s.sequentialReadMBs; }),
                QStringLiteral("sequentialReadMBs")},
            cost};
    }
    return {name, cost};
}

void PartTableModel::setParts(PartKind kind, QList<Part> parts)
{
    beginResetModel();
    mKind = kind;
    mParts = std::move(parts);
    mColumns = columnsFor(kind);
    endResetModel();
}

int PartTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mParts.size());
}

int PartTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mColumns.size());
}

QVariant PartTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= mParts.size() || index.column() >= mColumns.size())
        return {};
    const Part &p = mParts[index.row()];
    const Column &c = mColumns[index.column()];
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant v = c.value(p);
        if (!v.isValid())
            return QStringLiteral("–");
        QString text = v.typeId() == QMetaType::Double
            ? QLocale().toString(v.toDouble(), 'f', v.toDouble() < 10 ? 2 : 0)
            : v.toString();
        if (!c.estimatedField.isEmpty() && p.info.estimatedFields.contains(c.estimatedField))
            text.prepend(QStringLiteral("≈ "));
        return text;
    }
    case SortRole:
        return c.value(p);
    case PartIndexRole:
        return index.row();
    case Qt::TextAlignmentRole: {
        // Figures line up on the right; words read from the left.
        const QVariant v = c.value(p);
        const bool figure = v.isValid() && v.typeId() != QMetaType::QString;
        return figure ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    }
    case Qt::ToolTipRole: {
        QStringList lines {p.info.name};
        if (p.info.price)
            lines.append(tr("Price: %1 (%2%3)")
                             .arg(p.info.price->toString(), p.info.priceSource,
                                 p.info.priceDate.isValid() ? QStringLiteral(", ")
                                         + QLocale().toString(p.info.priceDate, QLocale::ShortFormat)
                                                            : QString()));
        if (!p.info.estimatedFields.isEmpty())
            lines.append(tr("Estimated (≈): %1").arg(fieldNames(p.info.estimatedFields)));
        lines.append(tr("Source: %1").arg(p.info.dataSource));
        return lines.join(u'\n');
    }
    default:
        return {};
    }
}

QVariant PartTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= mColumns.size())
        return {};
    if (role == Qt::DisplayRole)
        return mColumns[section].header;
    if (role == Qt::ToolTipRole && !mColumns[section].tooltip.isEmpty())
        return mColumns[section].tooltip;
    return {};
}

Qt::ItemFlags PartTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled;
}

QStringList PartTableModel::mimeTypes() const
{
    return {QString::fromLatin1(kPartMimeType)};
}

QMimeData *PartTableModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &i : indexes) {
        if (i.isValid())
            return makePartMime({mParts[i.row()].info.id, std::nullopt});
    }
    return nullptr;
}

} // namespace rigsmith::ui
