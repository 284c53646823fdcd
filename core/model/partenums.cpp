// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/partenums.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PartKind)
};

template<typename E, std::size_t N>
using KeyTable = std::array<std::pair<E, const char16_t *>, N>;

// One table per enum; toKey, fromKey and allValues all read from it.
template<typename E>
struct Keys;

template<>
struct Keys<PartKind>
{
    static constexpr KeyTable<PartKind, 8> table {{{PartKind::Gpu, u"gpu"}, {PartKind::Cpu, u"cpu"},
        {PartKind::Motherboard, u"motherboard"}, {PartKind::Memory, u"memory"}, {PartKind::Psu, u"psu"},
        {PartKind::Case, u"case"}, {PartKind::Cooler, u"cooler"}, {PartKind::Storage, u"storage"}}};
};
template<>
struct Keys<CoolerType>
{
    static constexpr KeyTable<CoolerType, 5> table {
        {{CoolerType::OpenAir, u"open-air"}, {CoolerType::Blower, u"blower"}, {CoolerType::Hybrid, u"hybrid"},
            {CoolerType::WaterBlock, u"water-block"}, {CoolerType::Passive, u"passive"}}};
};
template<>
struct Keys<GpuCategory>
{
    static constexpr KeyTable<GpuCategory, 4> table {
        {{GpuCategory::Consumer, u"consumer"}, {GpuCategory::Titan, u"titan"},
            {GpuCategory::Workstation, u"workstation"}, {GpuCategory::Datacenter, u"datacenter"}}};
};
template<>
struct Keys<LaneSource>
{
    static constexpr KeyTable<LaneSource, 2> table {
        {{LaneSource::Cpu, u"cpu"}, {LaneSource::Chipset, u"chipset"}}};
};
template<>
struct Keys<EfficiencyTier>
{
    static constexpr KeyTable<EfficiencyTier, 7> table {{{EfficiencyTier::None, u"none"},
        {EfficiencyTier::White, u"80plus"}, {EfficiencyTier::Bronze, u"bronze"},
        {EfficiencyTier::Silver, u"silver"}, {EfficiencyTier::Gold, u"gold"},
        {EfficiencyTier::Platinum, u"platinum"}, {EfficiencyTier::Titanium, u"titanium"}}};
};
template<>
struct Keys<FormFactor>
{
    static constexpr KeyTable<FormFactor, 7> table {{{FormFactor::EAtx, u"e-atx"},
        {FormFactor::Ssi, u"ssi-eeb"}, {FormFactor::Atx, u"atx"}, {FormFactor::MicroAtx, u"micro-atx"},
        {FormFactor::MiniItx, u"mini-itx"}, {FormFactor::Xl, u"xl-atx"}, {FormFactor::Other, u"other"}}};
};
template<>
struct Keys<MemoryType>
{
    static constexpr KeyTable<MemoryType, 3> table {
        {{MemoryType::Ddr3, u"ddr3"}, {MemoryType::Ddr4, u"ddr4"}, {MemoryType::Ddr5, u"ddr5"}}};
};
template<>
struct Keys<StorageType>
{
    static constexpr KeyTable<StorageType, 3> table {
        {{StorageType::Hdd, u"hdd"}, {StorageType::SataSsd, u"sata-ssd"}, {StorageType::Nvme, u"nvme"}}};
};
template<>
struct Keys<TaskProfile>
{
    static constexpr KeyTable<TaskProfile, 8> table {{{TaskProfile::ResearchSota, u"research-sota"},
        {TaskProfile::ResearchArchitectures, u"research-architectures"},
        {TaskProfile::ResearchOther, u"research-other"}, {TaskProfile::Kaggle, u"kaggle"},
        {TaskProfile::Startup, u"startup"}, {TaskProfile::CompanyPrototyping, u"company-prototyping"},
        {TaskProfile::CompanyTraining, u"company-training"},
        {TaskProfile::LargeTransformers, u"large-transformers"}}};
};
template<>
struct Keys<Precision>
{
    static constexpr KeyTable<Precision, 7> table {{{Precision::Fp16, u"fp16"}, {Precision::Fp32, u"fp32"},
        {Precision::Tf32, u"tf32"}, {Precision::Bf16, u"bf16"}, {Precision::Fp8, u"fp8"},
        {Precision::Int8, u"int8"}, {Precision::Int4, u"int4"}}};
};
template<>
struct Keys<Preprocessing>
{
    static constexpr KeyTable<Preprocessing, 2> table {
        {{Preprocessing::OnTheFly, u"on-the-fly"}, {Preprocessing::Offline, u"offline"}}};
};

template<>
struct Keys<LayoutConfidence>
{
    static constexpr KeyTable<LayoutConfidence, 3> table {{{LayoutConfidence::Unverified, u"unverified"},
        {LayoutConfidence::SlotsAndLanes, u"slots-and-lanes"}, {LayoutConfidence::Positions, u"positions"}}};
};
template<>
struct Keys<DimmSupport>
{
    static constexpr KeyTable<DimmSupport, 4> table {
        {{DimmSupport::Unknown, u"unknown"}, {DimmSupport::Unbuffered, u"unbuffered"},
            {DimmSupport::Registered, u"registered"}, {DimmSupport::Both, u"both"}}};
};

template<typename E>
QString keyOf(E value)
{
    for (const auto &[v, key] : Keys<E>::table) {
        if (v == value)
            return QString::fromUtf16(key);
    }
    return {};
}

} // namespace

template<typename E>
std::optional<E> fromKey(const QString &key)
{
    for (const auto &[v, k] : Keys<E>::table) {
        if (key == QStringView(k))
            return v;
    }
    return std::nullopt;
}

template<typename E>
std::span<const E> allValues()
{
    static const auto values = [] {
        std::array<E, Keys<E>::table.size()> out {};
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = Keys<E>::table[i].first;
        return out;
    }();
    return values;
}

#define RIGSMITH_ENUM_KEYS(E)                                                                                \
    QString toKey(E v)                                                                                       \
    {                                                                                                        \
        return keyOf(v);                                                                                     \
    }                                                                                                        \
    template std::optional<E> fromKey<E>(const QString &);                                                   \
    template std::span<const E> allValues<E>();

RIGSMITH_ENUM_KEYS(PartKind)
RIGSMITH_ENUM_KEYS(CoolerType)
RIGSMITH_ENUM_KEYS(GpuCategory)
RIGSMITH_ENUM_KEYS(LaneSource)
RIGSMITH_ENUM_KEYS(EfficiencyTier)
RIGSMITH_ENUM_KEYS(FormFactor)
RIGSMITH_ENUM_KEYS(MemoryType)
RIGSMITH_ENUM_KEYS(StorageType)
RIGSMITH_ENUM_KEYS(TaskProfile)
RIGSMITH_ENUM_KEYS(LayoutConfidence)
RIGSMITH_ENUM_KEYS(DimmSupport)
RIGSMITH_ENUM_KEYS(Precision)
RIGSMITH_ENUM_KEYS(Preprocessing)
#undef RIGSMITH_ENUM_KEYS

QString displayName(PartKind kind)
{
    switch (kind) {
    case PartKind::Gpu:
        return Text::tr("GPU");
    case PartKind::Cpu:
        return Text::tr("CPU");
    case PartKind::Motherboard:
        return Text::tr("motherboard");
    case PartKind::Memory:
        return Text::tr("memory");
    case PartKind::Psu:
        return Text::tr("power supply");
    case PartKind::Case:
        return Text::tr("case");
    case PartKind::Cooler:
        return Text::tr("CPU cooler");
    case PartKind::Storage:
        return Text::tr("storage");
    }
    return {};
}

QString displayName(TaskProfile task)
{
    switch (task) {
    case TaskProfile::ResearchSota:
        return Text::tr("research chasing state-of-the-art results");
    case TaskProfile::ResearchArchitectures:
        return Text::tr("research on new architectures");
    case TaskProfile::ResearchOther:
        return Text::tr("other research");
    case TaskProfile::Kaggle:
        return Text::tr("Kaggle competitions");
    case TaskProfile::Startup:
        return Text::tr("startup");
    case TaskProfile::CompanyPrototyping:
        return Text::tr("company prototyping");
    case TaskProfile::CompanyTraining:
        return Text::tr("company training");
    case TaskProfile::LargeTransformers:
        return Text::tr("training large transformers");
    }
    return {};
}

QString displayName(Precision precision)
{
    switch (precision) {
    case Precision::Fp16:
        return Text::tr("16-bit (mixed precision)");
    case Precision::Fp32:
        return Text::tr("32-bit");
    case Precision::Tf32:
        return Text::tr("TF32 (32-bit storage, tensor-core math)");
    case Precision::Bf16:
        return Text::tr("bfloat16 (mixed precision)");
    case Precision::Fp8:
        return Text::tr("FP8");
    case Precision::Int8:
        return Text::tr("8-bit integer weights");
    case Precision::Int4:
        return Text::tr("4-bit integer weights");
    }
    return {};
}

QString displayName(Preprocessing preprocessing)
{
    return preprocessing == Preprocessing::OnTheFly ? Text::tr("on the fly, during training")
                                                    : Text::tr("once, before training");
}

QString displayName(CoolerType cooler)
{
    switch (cooler) {
    case CoolerType::OpenAir:
        return Text::tr("open-air");
    case CoolerType::Blower:
        return Text::tr("blower");
    case CoolerType::Hybrid:
        return Text::tr("hybrid");
    case CoolerType::WaterBlock:
        return Text::tr("water block");
    case CoolerType::Passive:
        return Text::tr("passive");
    }
    return {};
}

QString displayName(EfficiencyTier tier)
{
    switch (tier) {
    case EfficiencyTier::None:
        return Text::tr("no 80 PLUS rating");
    case EfficiencyTier::White:
        return Text::tr("80 PLUS");
    case EfficiencyTier::Bronze:
        return Text::tr("80 PLUS Bronze");
    case EfficiencyTier::Silver:
        return Text::tr("80 PLUS Silver");
    case EfficiencyTier::Gold:
        return Text::tr("80 PLUS Gold");
    case EfficiencyTier::Platinum:
        return Text::tr("80 PLUS Platinum");
    case EfficiencyTier::Titanium:
        return Text::tr("80 PLUS Titanium");
    }
    return {};
}

QString displayPriceSource(const QString &source)
{
    // The catalog writes these phrases itself (db/catalog/partrows.cpp); other sources are names.
    if (source == u"launch price")
        return Text::tr("launch price");
    if (source == u"review price")
        return Text::tr("review price", "a price a review named on the date shown beside it");
    if (const QString prefix = QStringLiteral("launch price, "); source.startsWith(prefix))
        return Text::tr("launch price, %1").arg(source.mid(prefix.size())); // the year
    return source;
}

double typicalEfficiency(EfficiencyTier tier)
{
    // 80 PLUS (115 V internal) minimums at 50 % load; "none" assumes a plain unrated unit.
    switch (tier) {
    case EfficiencyTier::None:
        return 0.75;
    case EfficiencyTier::White:
        return 0.80;
    case EfficiencyTier::Bronze:
        return 0.85;
    case EfficiencyTier::Silver:
        return 0.88;
    case EfficiencyTier::Gold:
        return 0.90;
    case EfficiencyTier::Platinum:
        return 0.92;
    case EfficiencyTier::Titanium:
        return 0.94;
    }
    return 0.75;
}

int expansionSlotsOf(FormFactor formFactor)
{
    switch (formFactor) {
    case FormFactor::EAtx:
    case FormFactor::Ssi:
    case FormFactor::Atx:
        return 7;
    case FormFactor::Xl:
        return 8;
    case FormFactor::MicroAtx:
        return 4;
    case FormFactor::MiniItx:
        return 1;
    case FormFactor::Other:
        return 7;
    }
    return 7;
}

} // namespace rigsmith::core
