// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"
#include "core/model/workloadenums.h"

#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace rigsmith::core {

// A part of a known kind, as a build holds it: the rules read `spec` without a variant check.
template<typename Spec>
struct TypedPart
{
    PartInfo info;
    Spec spec;

    Part toPart() const { return Part {info, spec}; }
    static std::optional<TypedPart> from(const Part &part)
    {
        if (const Spec *s = part.as<Spec>())
            return TypedPart {part.info, *s};
        return std::nullopt;
    }
    bool operator==(const TypedPart &) const = default;
};

using Gpu = TypedPart<GpuSpec>;
using Cpu = TypedPart<CpuSpec>;
using Motherboard = TypedPart<MotherboardSpec>;
using Memory = TypedPart<MemoryKit>;
using Psu = TypedPart<PsuSpec>;
using Case = TypedPart<CaseSpec>;
using Cooler = TypedPart<CoolerSpec>;
using Storage = TypedPart<StorageSpec>;

// What the build is for (RULES.md §2, §5.3, §6, §12 "user/workload inputs").
struct Workload
{
    TaskProfile task = TaskProfile::ResearchOther;
    Precision precision = Precision::Fp16;
    Preprocessing preprocessing = Preprocessing::OnTheFly;
    bool asyncLoading = true; // DataLoader workers with pinned memory, prefetching
    Gigabytes datasetSize {100.0};
    int plannedGpus = 0; // GPUs the owner plans to add later (0 = none)
    // The workload model (format version 2). Version-1 files migrate to vision or transformer
    // training by their task profile, which stays as the preset they came from.
    WorkloadKind kind = WorkloadKind::Vision;
    double paramsBillions = 8.0; // transformer, fine-tune, inference
    FineTuneMethod method = FineTuneMethod::Lora;
    OptimizerKind optimizer = OptimizerKind::AdamW;
    Parallelism parallelism = Parallelism::Ddp;
    int sequenceLength = 2048; // training tokens per sequence; inference: context length
    int microBatch = 2; // sequences (or images ÷ 32) per GPU per step; inference: concurrent sequences
    bool checkpointing = false; // activation (gradient) checkpointing
    // Named model, serving, framework and offloading (optional in the file: absent means the defaults below).
    QString model; // a named model shape (core/workload/data/model_shapes.csv); empty: by paramsBillions
    int serving = 0; // inference: concurrent sequences a server batches continuously; 0: one user
    ServingEngine engine = ServingEngine::LlamaCpp;
    KvPrecision kvPrecision = KvPrecision::Fp16;
    int promptTokens = 1000; // serving: the prompt a request brings (time to first token)
    FineTuneFramework framework = FineTuneFramework::HfPeft;
    bool offloadExperts = false; // inference, MoE models: experts kept in system memory (llama.cpp)
    // With offloadExperts: the experts of the first N layers only (llama.cpp's --n-cpu-moe N), the other
    // layers' on the GPUs; 0: every layer's (--cpu-moe).
    int offloadExpertLayers = 0;
    // Fine-tuning with a framework that holds every token's logits whole (Transformers + PEFT, DeepSpeed on
    // it): the loss fused with the output layer and computed in chunks (Liger Kernel's fused linear
    // cross-entropy, `use_liger_kernel=True`), so no logits are held.
    bool fusedLoss = false;
    QString dataDrive; // part id of the drive the training data is read from (empty: the default, see
                       // dataDrive())
    QJsonObject extras;

    bool operator==(const Workload &) const = default;
};

// "fine-tune an LLM (8B, QLoRA, 2,048 tokens)": the workload model in a few words, translated.
QString describeWorkload(const Workload &workload);

// Which of the guide's settings a job reads, so that one it does not read is neither shown nor judged:
// the task profile sets the memory of vision training only (LLM jobs are sized by their model); the
// training data's preprocessing and loading (threads per GPU, asynchronous loading, reads that block a
// step) apply to training, not to running or serving a model.
bool readsTaskProfile(const Workload &workload);
bool readsTrainingData(const Workload &workload);

// Where and how long it runs: the energy-cost and wall-circuit inputs.
struct Environment
{
    // A rate, not an amount: kept as a real number. 0.20 is the guide's example price (§7 PSU-5);
    // USD by default so energy and purchase prices (USD in the catalog) add up.
    double electricityPricePerKwh = 0.20;
    QString currency = QStringLiteral("USD");
    double hoursPerDay = 24.0;
    double years = 3.0;
    int circuitVolts = 120; // the wall circuit the build plugs into
    int circuitAmps = 15;
    // What the user means to spend on parts, in `currency`; none when not set.
    std::optional<Money> budget;
    QJsonObject extras;

    bool operator==(const Environment &) const = default;
};

// Wall circuits people plug a workstation into; "custom" is any other volts and amps.
struct CircuitPreset
{
    QString key; // "na-15a"
    QString name; // translated
    int volts;
    int amps;
};
QList<CircuitPreset> circuitPresets();
// The preset matching the environment's circuit, or nothing for a custom one.
std::optional<CircuitPreset> circuitPresetOf(const Environment &environment);
// A new build's environment where the user lives: the circuit of the territory's common domestic socket
// where a preset names it (China, the United Kingdom, CEE 7 countries), else the default. The currency stays
// the catalog's: another needs the user's own exchange rate before any part has a price in it.
Environment localEnvironment(QLocale::Territory territory);

struct GpuPlacement
{
    Gpu gpu;
    int slot = 1; // position of the motherboard slot the card is plugged into

    bool operator==(const GpuPlacement &) const = default;
};

template<typename P>
struct Counted
{
    P part;
    int quantity = 1;

    bool operator==(const Counted &) const = default;
};

struct Build
{
    static constexpr int kMaxGpus = 8; // no desktop board has more GPU-capable slots
    static constexpr int kMaxSlotPosition = 12;
    static constexpr int kMaxQuantity = 16;

    QString name;
    QString notes;
    std::optional<Case> chassis;
    std::optional<Motherboard> motherboard;
    std::optional<Cpu> cpu;
    std::optional<Cooler> cooler;
    std::optional<Psu> psu;
    QList<GpuPlacement> gpus; // sorted by slot
    QList<Counted<Memory>> memory;
    QList<Counted<Storage>> storage;
    // The NVLink bridge bought with the cards: a key of nvlinkBridges() (core/model/nvlinkbridge.h), empty
    // for none. Two cards talk over NVLink only through a bridge made for their model whose spacing is their
    // slots'.
    QString nvlinkBridge;
    Workload workload; // the primary workload: what the advisor optimises and the summary shows first
    // Further jobs the box is planned for: each is estimated and must fit in memory too.
    // Their own fields say what runs; what belongs to the box (GPUs planned later, the data drive) is
    // the primary's (see workloadBuild()).
    QList<Workload> otherWorkloads;
    Environment environment;
    QJsonObject extras; // unknown top-level fields of the file it came from

    const GpuPlacement *gpuInSlot(int slot) const;
    int gpuCount() const { return int(gpus.size()); }
    bool operator==(const Build &) const = default;
};

// At most this many workloads besides the primary (a file with more is refused).
inline constexpr int kMaxOtherWorkloads = 8;
// Every workload of the build, the primary first.
QList<Workload> allWorkloads(const Build &build);
// The build as it runs workload `index` of allWorkloads(): index 0 is the build itself; another
// workload becomes the build's workload, with the box's own settings (GPUs planned later, the data
// drive) kept from the primary.
Build workloadBuild(const Build &build, int index);
// Makes workload `index` of allWorkloads() the primary; the former primary takes its place in the
// list. The box's own settings stay with the primary.
void makePrimary(Build &build, int index);
// Removes workload `index` of allWorkloads(); removing the primary promotes the first further one.
// The last workload cannot be removed (nothing happens).
void removeWorkload(Build &build, int index);

// A structural problem: a build that cannot exist, as opposed to a rule finding about a build that
// is merely a bad idea. `field` is a path in build-file terms ("gpus[2].slot").
struct StructuralProblem
{
    QString field;
    QString message;
};

// Checks what every build must satisfy before rules can even look at it: GPU count and unique
// slots, slots the board has, sane quantities. The loader refuses a file that fails it.
QList<StructuralProblem> structuralProblems(const Build &build);

} // namespace rigsmith::core
