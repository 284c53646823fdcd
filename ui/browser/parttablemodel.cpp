// SPDX-License-Identifier: GPL-3.0-or-later
#include "parttablemodel.h"

#include "core/analysis/exchangerates.h"
#include "core/catalog/partcatalog.h"
#include "core/model/layoutconfidence.h"
#include "core/model/priceage.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/throughputmodel.h"
#include "core/workload/workloadkinds.h"
#include "fieldnames.h"
#include "partmime.h"

#include <QColor>
#include <QLocale>

#include <cmath>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

// The part's price in `currency`: itself, or converted at the user's exchange rate; none without.
std::optional<Money> priceIn(const Part &p, const QString &currency)
{
    return p.info.price ? ExchangeRates::current().convert(*p.info.price, currency) : std::nullopt;
}

QVariant price(const Part &p, const QString &currency)
{
    const auto m = priceIn(p, currency);
    return m ? QVariant(m->units()) : QVariant();
}

template<typename S, typename F>
std::function<QVariant(const Part &)> spec(F f)
{
    return [f](const Part &p) -> QVariant {
        const S *s = p.as<S>();
        return s ? f(*s) : QVariant();
    };
}

// A measured quantity; nothing (shown as a dash) when the data has none, which it records as 0.
QVariant known(double v)
{
    return v > 0 ? QVariant(v) : QVariant();
}

// The decimals `v` needs, up to two.
int decimalsOf(double v)
{
    for (int d = 0; d < 2; ++d) {
        const double scaled = v * std::pow(10.0, d);
        if (std::abs(scaled - std::round(scaled)) < 1e-6)
            return d;
    }
    return 2;
}

// One card's speed on the reference workload (vision training, 16-bit, images/s) by the calibrated
// model; nothing for a card without a measured basis.
QVariant referenceSpeed(const GpuSpec &g)
{
    if (!ThroughputModel::hasMeasuredBasis(g))
        return {};
    return known(std::round(ThroughputModel::singleGpu(g, Workload {}).unitsPerSecond));
}

// One card's speed on an LLM workload, before heat and links: nothing where one card cannot hold the
// job (its memory estimate for one GPU is over the card's) or where the speed depends on more than the
// card (experts kept in system memory run at the pace of that memory).
QVariant speedOn(const GpuSpec &g, const Workload &w)
{
    if (!ThroughputModel::hasMeasuredBasis(g) || w.offloadExperts || g.memory.value() <= 0
        || MemoryEstimate::of(w, 1).total() > g.memory.value())
        return {};
    const double units = ThroughputModel::singleGpu(g, w).unitsPerSecond;
    return units > 0 ? known(std::round(units * 10.0) / 10.0) : QVariant();
}

QString gb(double v)
{
    return QLocale().toString(v, 'g', 4);
}

} // namespace

// The GPUs' speed: on the reference vision workload, or on the build's LLM workload (tokens/s).
PartTableModel::Column PartTableModel::speedColumn(const std::optional<Workload> &speedOn)
{
    if (!speedOn) {
        return {tr("Images/s"),
            tr("One card's estimated training speed on a ResNet-50-class vision model in 16-bit, from "
               "published measurements (the workload panel estimates other workloads); empty where the "
               "card has no measured basis"),
            spec<GpuSpec>([](const GpuSpec &s) { return referenceSpeed(s); }),
            QStringLiteral("tensorTflops")};
    }
    return {tr("Tokens/s"),
        tr("One card's estimated %1 on the build's workload (%2), from published measurements, before heat "
           "and links; empty where one card cannot hold the job, where experts kept in system memory set "
           "the pace, or where the card has no measured basis")
            .arg(ThroughputModel::unit(speedOn->kind), describeWorkload(*speedOn)),
        spec<GpuSpec>([w = *speedOn](const GpuSpec &s) { return rigsmith::ui::speedOn(s, w); }),
        QStringLiteral("tensorTflops")};
}

PartTableModel::PartTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QList<PartTableModel::Column> PartTableModel::columnsFor(
    PartKind kind, const std::optional<Workload> &speedOn)
{
    const Column name {
        tr("Part"), tr("Maker and model"), [](const Part &p) { return QVariant(p.info.name); }, {}};
    const Column cost {tr("Price"),
        tr("In %1, the build's currency (≈: converted at your exchange rate); snapshot, launch or your own "
           "price, see the cell's tooltip"),
        {}, {}, price};
    // The price next to the name, where a narrow dock still shows it.
    switch (kind) {
    case PartKind::Gpu:
        return {name, cost,
            {tr("Model"), tr("The GPU model the card is built on"),
                spec<GpuSpec>([](const GpuSpec &s) { return s.model; }), {}},
            {tr("GB"), tr("GPU memory"),
                spec<GpuSpec>([](const GpuSpec &s) { return known(s.memory.value()); }), {}},
            {tr("GB/s"), tr("Memory bandwidth"),
                spec<GpuSpec>([](const GpuSpec &s) { return known(s.memoryBandwidthGBs); }), {}},
            {tr("TDP W"), tr("Rated board power"),
                spec<GpuSpec>([](const GpuSpec &s) { return known(s.tdp.value()); }), QStringLiteral("tdpW")},
            {tr("Slots"), tr("Width in expansion slots"),
                spec<GpuSpec>([](const GpuSpec &s) { return s.slotWidth.value(); }),
                QStringLiteral("slotWidth")},
            {tr("Length mm"), tr("Card length"),
                spec<GpuSpec>([](const GpuSpec &s) { return known(s.length.value()); }), {}},
            {tr("Cooler"), tr("Blower, open-air (fans), hybrid, water block or passive"),
                spec<GpuSpec>([](const GpuSpec &s) { return displayName(s.cooler); }),
                QStringLiteral("cooler")},
            speedColumn(speedOn),
            {speedOn ? tr("Tokens/s per 1000 %1") : tr("Images/s per 1000 %1"),
                speedOn ? tr("Tokens/s per 1000 %1 of the card's price")
                        : tr("Images/s per 1000 %1 of the card's price"),
                {}, {}, [speedOn](const Part &p, const QString &currency) -> QVariant {
                    const GpuSpec &g = *p.as<GpuSpec>();
                    const QVariant speed = speedOn ? rigsmith::ui::speedOn(g, *speedOn) : referenceSpeed(g);
                    const auto paid = priceIn(p, currency);
                    if (!speed.isValid() || !paid || paid->cents() <= 0)
                        return {};
                    return std::round(speed.toDouble() / paid->units() * 10000.0) / 10.0;
                }}};
    case PartKind::Cpu:
        return {name, cost, {tr("Socket"), {}, spec<CpuSpec>([](const CpuSpec &s) { return s.socket; }), {}},
            {tr("Cores"), {}, spec<CpuSpec>([](const CpuSpec &s) { return s.cores; }), {}},
            {tr("Threads"), {}, spec<CpuSpec>([](const CpuSpec &s) { return s.threads; }), {}},
            {tr("Base GHz"), {}, spec<CpuSpec>([](const CpuSpec &s) { return known(s.baseGHz); }), {}},
            {tr("TDP W"), {}, spec<CpuSpec>([](const CpuSpec &s) { return known(s.tdp.value()); }), {}},
            {tr("Lanes"), tr("PCIe lanes for expansion slots"),
                spec<CpuSpec>([](const CpuSpec &s) { return s.pcieLanes.value(); }),
                QStringLiteral("pcieLanes")}};
    case PartKind::Motherboard:
        return {name, cost,
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
                spec<MotherboardSpec>([](const MotherboardSpec &s) { return layoutConfidenceLabel(s); }),
                {}}};
    case PartKind::Memory:
        return {name, cost,
            {tr("Type"), {}, spec<MemoryKit>([](const MemoryKit &s) { return toKey(s.type); }), {}},
            {tr("GB"), tr("Kit total"),
                spec<MemoryKit>([](const MemoryKit &s) { return known(s.total().value()); }), {}},
            {tr("Kit"), {}, spec<MemoryKit>([](const MemoryKit &s) {
                 return QStringLiteral("%1 × %2 GB").arg(s.modules).arg(gb(s.moduleSize.value()));
             }),
                {}},
            {tr("MT/s"), {}, spec<MemoryKit>([](const MemoryKit &s) { return known(s.speedMTs); }), {}}};
    case PartKind::Psu:
        return {name, cost,
            {tr("W"), {}, spec<PsuSpec>([](const PsuSpec &s) { return known(s.wattage.value()); }), {}},
            {tr("80 PLUS"), {}, spec<PsuSpec>([](const PsuSpec &s) { return displayName(s.efficiency); }),
                QStringLiteral("efficiency")},
            {tr("PCIe cables"), tr("6+2-pin PCIe cables"),
                spec<PsuSpec>([](const PsuSpec &s) { return s.connectors.pcie8; }),
                QStringLiteral("connectors")},
            {tr("12VHPWR"), {}, spec<PsuSpec>([](const PsuSpec &s) { return s.connectors.pcie12vhpwr; }),
                {}}};
    case PartKind::Case:
        return {name, cost,
            {tr("Slots"), tr("Expansion slot openings"),
                spec<CaseSpec>([](const CaseSpec &s) { return s.expansionSlots; }),
                QStringLiteral("expansionSlots")},
            {tr("GPU mm"), tr("Longest GPU it takes"),
                spec<CaseSpec>([](const CaseSpec &s) { return known(s.maxGpuLength.value()); }), {}},
            // No mounts in the data means the catalog does not know them (no source), not "none".
            {tr("Radiators"), tr("Radiator mounts"),
                spec<CaseSpec>([](const CaseSpec &s) { return known(double(s.radiatorMounts.size())); }),
                {}}};
    case PartKind::Cooler:
        return {name, cost,
            {tr("Type"), {}, spec<CoolerSpec>([](const CoolerSpec &s) {
                 return s.waterCooled ? tr("liquid") : tr("air");
             }),
                QStringLiteral("waterCooled")},
            {tr("Height mm"), {}, spec<CoolerSpec>([](const CoolerSpec &s) {
                 return s.height ? QVariant(s.height->value()) : QVariant();
             }),
                {}}};
    case PartKind::Storage:
        return {name, cost,
            {tr("Type"), {}, spec<StorageSpec>([](const StorageSpec &s) { return toKey(s.type); }), {}},
            {tr("GB"), {}, spec<StorageSpec>([](const StorageSpec &s) { return known(s.capacity.value()); }),
                {}},
            {tr("Read MB/s"), tr("Typical sequential read for the interface"),
                spec<StorageSpec>([](const StorageSpec &s) { return known(s.sequentialReadMBs); }),
                QStringLiteral("sequentialReadMBs")}};
    }
    return {name, cost};
}

void PartTableModel::setParts(PartKind kind, QList<Part> parts)
{
    beginResetModel();
    mKind = kind;
    mParts = std::move(parts);
    mWords.clear();
    mWords.reserve(mParts.size());
    for (const Part &p : mParts)
        mWords.append(partWords(p));
    mColumns = columnsFor(kind, mSpeedOn);
    readValues();
    endResetModel();
}

namespace {

// Vision keeps the reference workload (one stable column to compare cards by); an LLM job its own.
std::optional<Workload> speedWorkloadOf(const Workload &workload)
{
    return kindModel(workload.kind).imageData ? std::nullopt : std::optional<Workload>(workload);
}

} // namespace

bool PartTableModel::speedWorkloadChanges(const Workload &workload) const
{
    return speedWorkloadOf(workload) != mSpeedOn;
}

void PartTableModel::setWorkload(const Workload &workload)
{
    const std::optional<Workload> speedOn = speedWorkloadOf(workload);
    if (speedOn == mSpeedOn)
        return;
    mSpeedOn = speedOn;
    if (mKind != PartKind::Gpu)
        return;
    beginResetModel();
    mColumns = columnsFor(mKind, mSpeedOn);
    readValues();
    endResetModel();
}

void PartTableModel::readValues()
{
    // One number of decimals per column, the most any of its figures needs (at most two), so
    // "16" and "8.00" never stand in one column.
    // The largest figure too, which the column must be wide enough for.
    // Every cell's value is read here once and kept: painting and sorting read the kept values
    // (a GPU's speed is a model evaluation, not a field).
    mDecimals = QList<int>(mColumns.size(), 0);
    QList<double> largest(mColumns.size(), 0.0);
    mValues.clear();
    mValues.reserve(mParts.size());
    for (const Part &p : mParts) {
        QVariantList row;
        row.reserve(mColumns.size());
        for (qsizetype c = 0; c < mColumns.size(); ++c) {
            const QVariant v
                = mColumns[c].inCurrency ? mColumns[c].inCurrency(p, mCurrency) : mColumns[c].value(p);
            if (v.typeId() == QMetaType::Double)
                mDecimals[c] = std::max(mDecimals[c], decimalsOf(v.toDouble()));
            if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Int)
                largest[c] = std::max(largest[c], std::abs(v.toDouble()));
            row.append(v);
        }
        mValues.append(std::move(row));
    }
    mWidest.clear();
    for (qsizetype c = 0; c < mColumns.size(); ++c)
        mWidest.append(largest[c] > 0 ? QLocale().toString(largest[c], 'f', mDecimals[c]) : QString());
}

void PartTableModel::setCurrency(const QString &currency)
{
    beginResetModel();
    mCurrency = currency;
    readValues();
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
        const QVariant &v = mValues[index.row()][index.column()];
        const bool convertedPrice
            = index.column() == kPriceColumn && p.info.price && p.info.price->currency() != mCurrency;
        if (!v.isValid()) // a price without an exchange rate to the build's currency: as it is
            return convertedPrice ? p.info.price->toString() : QStringLiteral("–");
        QString text = v.typeId() == QMetaType::Double
            ? QLocale().toString(v.toDouble(), 'f', mDecimals[index.column()])
            : v.typeId() == QMetaType::Int ? QLocale().toString(v.toInt())
                                           : v.toString();
        if ((!c.estimatedField.isEmpty() && p.info.estimatedFields.contains(c.estimatedField))
            || convertedPrice)
            text.prepend(QStringLiteral("≈ "));
        // "· old", or "· launch 2020" for a launch price: never shown as a current price.
        if (index.column() == kPriceColumn && isStalePrice(p.info))
            text += QStringLiteral(" · ") + stalePriceMark(p.info);
        return text;
    }
    case Qt::EditRole: // the price as shown, in the build's currency; 0 for none
        return index.column() == kPriceColumn ? mValues[index.row()][index.column()].toDouble() : 0.0;
    case Qt::ForegroundRole:
        // An old price is there to be seen, in the amber the summary uses for an incomplete total.
        return index.column() == kPriceColumn && isStalePrice(p.info) ? QVariant(QColor(0x8a, 0x5a, 0x00))
                                                                      : QVariant();
    case SortRole:
        return mValues[index.row()][index.column()];
    case PartIndexRole:
        return index.row();
    case Qt::TextAlignmentRole: {
        // Figures line up on the right; words read from the left.
        const QVariant &v = mValues[index.row()][index.column()];
        const bool figure = v.isValid() && v.typeId() != QMetaType::QString;
        return figure ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    }
    case Qt::ToolTipRole: {
        QStringList lines {p.info.name};
        if (p.info.price) {
            lines.append(tr("Price: %1 (%2)").arg(p.info.price->toString(), priceOrigin(p.info)));
            if (p.info.price->currency() != mCurrency)
                lines.append(priceIn(p, mCurrency)
                        ? tr("Shown in %1 at your exchange rate").arg(mCurrency)
                        : tr("No exchange rate from %1 to %2: set one in Build ▸ Exchange rates…")
                              .arg(p.info.price->currency(), mCurrency));
        }
        if (const QString stale = stalePriceText(p.info); !stale.isEmpty())
            lines.append(stale.left(1).toUpper() + stale.mid(1));
        if (index.column() == kPriceColumn && mPriceEditable)
            lines.append(
                tr("Double-click or press F2 to enter your own price; right-click for its date and shop"));
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
    const Column &c = mColumns[section];
    const auto inCurrency = [&](const QString &text) {
        return c.inCurrency && text.contains(QStringLiteral("%1")) ? text.arg(mCurrency) : text;
    };
    if (role == Qt::DisplayRole)
        return inCurrency(c.header);
    if (role == Qt::ToolTipRole && !c.tooltip.isEmpty())
        return inCurrency(c.tooltip);
    return {};
}

Qt::ItemFlags PartTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Qt::ItemFlags editable
        = mPriceEditable && index.column() == kPriceColumn ? Qt::ItemIsEditable : Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | editable;
}

bool PartTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !mPriceEditable || !index.isValid() || index.column() != kPriceColumn
        || index.row() >= mParts.size())
        return false;
    bool ok = false;
    const double units = value.toDouble(&ok);
    const Part &p = mParts[index.row()];
    // Zero is what the editor shows for "no price": leaving it, or the price shown, changes nothing.
    const QVariant &shown = mValues[index.row()][index.column()];
    if (!ok || !std::isfinite(units) || units <= 0 || units > 1e9
        || (shown.isValid() && std::llround(units * 100) == std::llround(shown.toDouble() * 100)))
        return false;
    Q_EMIT priceEdited(p, Money::fromUnits(units, mCurrency));
    return true;
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
