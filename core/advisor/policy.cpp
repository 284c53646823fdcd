// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/policy.h"

#include "core/advisor/advisor.h"
#include "core/advisor/candidates.h"
#include "core/model/processorsockets.h"
#include "core/model/workloadsettings.h"
#include "core/workload/expertoffload.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/modelshape.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadestimate.h"
#include "core/workload/workloadkinds.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rigsmith::core::advisor {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Advisor)
};

QString gb(double v)
{
    return QString::number(std::ceil(v - 1e-9), 'f', 0);
}

// A job on a named language model (not the guide's image models).
bool llmJob(const Workload &w)
{
    return kindReads(w.kind, WorkloadSetting::Model);
}

} // namespace

QList<PolicyRule> carefulBuilderPolicy()
{
    return {
        {QStringLiteral("POWER.TRANSIENTS"),
            Text::tr(
                "an ATX 2.x PSU below the cards' measured millisecond spikes may shut the box down under "
                "load"),
            false},
        {QStringLiteral("POWER.MAKER_PSU"),
            Text::tr("a PSU below the card maker's recommended size: the makers size it for their cards' "
                     "spikes in a typical system"),
            false},
        {QStringLiteral("POWER.PSU_HEADROOM"),
            Text::tr("a PSU below the guide's recommended ×1.21 of the load (its ×1.1 margin plus ×1.1 for "
                     "safety)"),
            false},
        {QStringLiteral("POWER.EFFICIENCY"),
            Text::tr(
                "two or more GPUs on a PSU below 80 PLUS Gold: the guide's PSU-4 asks a multi-GPU box for a "
                "high-efficiency PSU, which long runs repay"),
            false},
        {QStringLiteral("CPU.THREADS_PER_GPU"),
            Text::tr("too few processor threads to preprocess for every GPU: the cards wait for data"),
            false},
        {QStringLiteral("COOLING.ADJACENT_OPEN_AIR"),
            Text::tr("open-air cards stacked although the same board has slots with a gap between them: "
                     "about 30 % lost to heat for nothing"),
            false},
        {QStringLiteral("COOLING.MANY_OPEN_AIR"),
            Text::tr("three or more GPUs on air with open-air coolers among them: the guide's COOL-6 says to "
                     "avoid them at all costs (they heat each other into throttling)"),
            false},
        {QStringLiteral("PCIE.LANES_PER_GPU"),
            Text::tr("four GPUs with one below x8 (the guide's PCIE-4: 32 lanes for four cards); with fewer "
                     "cards lanes barely matter and are not held to"),
            false},
        {QStringLiteral("FIT.RADIATORS"),
            Text::tr("a radiator (a liquid-cooled card's or the CPU's) in a case whose radiator mounts are "
                     "not known, or one whose size is not known"),
            false},
        {QStringLiteral("COOLING.PASSIVE_AIRFLOW"),
            Text::tr("passively cooled data-centre cards overheat in a desktop case without forced air"),
            false},
        {QStringLiteral("RAM.SIZE"), Text::tr("less memory than the largest card has (the guide's RAM-3)"),
            true},
        {QStringLiteral("MEMORY.KIND_UNKNOWN"),
            Text::tr("registered memory where no source says the processor and board take it (only for "
                     "registered kits)"),
            true},
        {QStringLiteral("MEMORY.MODULE_SIZE"), Text::tr("modules larger than the board takes per slot"),
            true},
        {QStringLiteral("CPU.CHIPSET_UNKNOWN"),
            Text::tr("a processor and board that no source says work together"), true},
    };
}

double storageNeededGb(const Workload &w, QString *why)
{
    QStringList terms {Text::tr("system and software %1 GB").arg(gb(kSystemStorageGb))};
    double total = kSystemStorageGb;
    const auto add = [&](double value, const QString &what) {
        if (value <= 0)
            return;
        total += value;
        terms.append(Text::tr("%1 %2 GB").arg(what, gb(value)));
    };
    if (llmJob(w)) {
        const double params = totalParamsOf(w); // billions: GB per byte a weight
        if (!kindModel(w.kind).trains) {
            // A model its maker releases quantised (gpt-oss) is kept as released when the job runs it so;
            // otherwise the 16-bit weights, and the quantised copy made from them.
            const std::optional<Precision> released = shapeOf(w).released;
            if (released && bytesPerValue(w.precision) <= bytesPerValue(*released)) {
                add(params * bytesPerValue(*released), Text::tr("weights as released"));
            } else {
                add(params * 2.0, Text::tr("16-bit weights"));
                if (bytesPerValue(w.precision) < 2.0)
                    add(params * bytesPerValue(w.precision), Text::tr("quantised copy"));
            }
        } else {
            const bool full = trainsEveryWeight(w);
            if (kindReads(w.kind, WorkloadSetting::Method))
                add(params * 2.0, Text::tr("16-bit base weights"));
            // A checkpoint of full training: the weights as the trainer keeps them and the optimizer's
            // states; two kept. Adapters are small: a merged 16-bit copy instead.
            if (full)
                add(2.0 * params * fullCheckpointBytesPerParameter(w), Text::tr("two checkpoints"));
            else
                add(params * 2.0, Text::tr("merged 16-bit copy"));
        }
    }
    if (readsTrainingData(w))
        add(w.datasetSize.value(), Text::tr("dataset"));
    if (why)
        *why = terms.join(QStringLiteral(" + "));
    return std::ceil(total);
}

int threadsNeeded(const Workload &w, int gpus, QString *why)
{
    const int guide
        = readsTrainingData(w) ? PerformanceEstimate::threadsPerGpuNeeded(w.preprocessing) * gpus : 0;
    // Experts read from system memory are the processor's work: as many threads as the fewest of the
    // processors the read share was measured on (expertoffload.h).
    const int experts = offloadedExpertShare(w) > 0 ? expertOffloadFit().leastThreads : 0;
    const int need = std::max({kLeastThreads, guide, experts});
    if (why) {
        if (experts >= need && experts > kLeastThreads) {
            *why
                = Text::tr("%1 threads: the fewest of the processors that the published runs with experts in "
                           "system memory were measured on")
                      .arg(need);
            return need;
        }
        *why = guide >= kLeastThreads
            ? Text::tr("%1 threads: the guide's %2 per GPU for this preprocessing")
                  .arg(need)
                  .arg(guide / gpus)
            : Text::tr("%1 threads: the least for the system, the job's own process and its data or "
                       "serving threads")
                  .arg(need);
    }
    return need;
}

BoxNeeds boxNeeds(const Build &b, bool withText)
{
    BoxNeeds n;
    n.storageGb = storageNeededGb(b.workload, withText ? &n.storageWhy : nullptr);
    n.threads = threadsNeeded(
        b.workload, int(std::max<qsizetype>(1, b.gpus.size())), withText ? &n.threadsWhy : nullptr);
    double largest = 0.0;
    double total = 0.0;
    for (const GpuPlacement &g : b.gpus) {
        largest = std::max(largest, g.gpu.spec.memory.value());
        total += g.gpu.spec.memory.value();
    }
    // The figures first, then (when asked for) the sentence that gives the one that decides.
    enum class MemoryBasis { Largest, Least, AllCards, Experts, PagedStates } basis = MemoryBasis::Largest;
    n.memoryGb = largest;
    if (largest < kLeastMemoryGb) {
        n.memoryGb = kLeastMemoryGb;
        basis = MemoryBasis::Least;
    }
    if (llmJob(b.workload) && total > largest) {
        n.memoryGb = total;
        basis = MemoryBasis::AllCards;
    }
    const MemoryEstimate memory = MemoryEstimate::of(b.workload, int(std::max<qsizetype>(1, b.gpus.size())));
    const double experts = memory.offloaded;
    if (experts > 0 && experts + kSystemMemoryBesideOffloadGb > n.memoryGb) {
        n.memoryGb = experts + kSystemMemoryBesideOffloadGb;
        basis = MemoryBasis::Experts;
    }
    // Paged optimizer states live in system memory when the card is full (estimated: the same 16 GB
    // beside them for the system and the trainer).
    if (memory.pagedOptimizer > 0 && memory.pagedOptimizer + kSystemMemoryBesideOffloadGb > n.memoryGb) {
        n.memoryGb = memory.pagedOptimizer + kSystemMemoryBesideOffloadGb;
        basis = MemoryBasis::PagedStates;
    }
    n.memoryModules = memoryModulesNeeded(b);
    if (!withText)
        return n;
    switch (basis) {
    case MemoryBasis::Largest:
        n.memoryWhy = Text::tr("%1 GB: the largest card's memory (the guide's RAM-3)").arg(gb(largest));
        break;
    case MemoryBasis::Least:
        n.memoryWhy
            = Text::tr("%1 GB: the least for a training or serving box (the guide's RAM-4: RAM is cheap, "
                       "and too little costs time)")
                  .arg(gb(kLeastMemoryGb));
        break;
    case MemoryBasis::AllCards:
        n.memoryWhy
            = Text::tr("%1 GB: all cards' memory, which loading the model passes through").arg(gb(total));
        break;
    case MemoryBasis::Experts:
        n.memoryWhy
            = Text::tr("%1 GB: the experts kept in system memory (%2 GB) and %3 GB for the system and "
                       "the engine")
                  .arg(gb(n.memoryGb), gb(experts), gb(kSystemMemoryBesideOffloadGb));
        break;
    case MemoryBasis::PagedStates:
        n.memoryWhy = Text::tr("%1 GB: the optimizer states paged to system memory (%2 GB) and %3 GB for the "
                               "system and the trainer")
                          .arg(gb(n.memoryGb), gb(memory.pagedOptimizer), gb(kSystemMemoryBesideOffloadGb));
        break;
    }
    if (n.memoryModules > 0)
        n.memoryWhy = Text::tr("%1 %2", "the memory needed, then the modules it comes in")
                          .arg(n.memoryWhy,
                              Text::tr("in at least %n module(s), one per channel (or a multiple)", nullptr,
                                  n.memoryModules));
    return n;
}

int memoryModulesNeeded(const Build &b)
{
    if (!b.cpu || !b.motherboard)
        return 0;
    const int channels = memoryChannelsOf(*b.cpu);
    const int perSocket = channels > 0 ? channels : 2;
    return std::max(1, std::min(perSocket * processorCount(b), b.motherboard->spec.memorySlots));
}

bool BoxNeeds::takesDrive(const StorageSpec &drive, int quantity) const
{
    return drive.type == StorageType::Nvme && drive.capacity.value() * quantity >= storageGb;
}

bool BoxNeeds::takesMemory(const MemoryKit &kit, int quantity) const
{
    const int modules = kit.modules * quantity;
    return kit.total().value() * quantity >= memoryGb - 1e-9 && modules >= memoryModules
        && (memoryModules <= 0 || modules % memoryModules == 0);
}

Watts psuNeeded(const PowerBudget &p, int atxVersion)
{
    Watts need = p.comfortable;
    if (p.makerPsu)
        need = std::max(need, *p.makerPsu);
    if (atxVersion < 3)
        need = std::max(need, p.transientPeak);
    return need;
}

bool refusesRule(const Query &q, const QString &ruleId)
{
    return !q.allowWarnings || q.refusedWarnings.contains(ruleId);
}

bool refuses(const Finding &f, const Build &b, const Query &q)
{
    if (f.severity == Severity::Error)
        return false; // the rules' own refusal
    static const QList<PolicyRule> policy = carefulBuilderPolicy();
    const auto rule = std::find_if(
        policy.cbegin(), policy.cend(), [&](const PolicyRule &r) { return r.ruleId == f.ruleId; });
    if (rule == policy.cend() || (q.allowWarnings && !rule->always && !q.refusedWarnings.contains(f.ruleId)))
        return false;
    // The memory findings are the memory's, whatever they name; registered memory only is held to a source.
    QList<PartId> causes = f.parts;
    if (f.ruleId.startsWith(QLatin1String("RAM.")) || f.ruleId.startsWith(QLatin1String("MEMORY."))) {
        if (b.memory.isEmpty())
            return false;
        causes = {b.memory.first().part.info.id};
        if (f.ruleId == QLatin1String("MEMORY.KIND_UNKNOWN") && !b.memory.first().part.spec.registered)
            return false;
    }
    for (const PartId &id : std::as_const(causes)) {
        if (q.owned.contains(id) && !id.key().startsWith(QLatin1String("gpu/")))
            return false;
    }
    // Open-air cards among three or more that are all the user's own: used as they are (the warning stays).
    if (f.ruleId == QLatin1String("COOLING.MANY_OPEN_AIR")
        && std::all_of(
            f.parts.cbegin(), f.parts.cend(), [&](const PartId &id) { return q.owned.contains(id); }))
        return false;
    // Lanes are held to only where the guide asks for them: four cards (the finding's warning).
    if (f.ruleId == QLatin1String("PCIE.LANES_PER_GPU") && f.severity != Severity::Warning)
        return false;
    if (f.ruleId == QLatin1String("COOLING.ADJACENT_OPEN_AIR"))
        return avoidableStack(b, ChassisLayout::of(b));
    return true;
}

QStringList settingNames()
{
    return {QStringLiteral("checkpointing"), QStringLiteral("optimizer"), QStringLiteral("framework"),
        QStringLiteral("parallel"), QStringLiteral("batch"), QStringLiteral("kv-precision"),
        QStringLiteral("offload-experts"), QStringLiteral("offload-expert-layers"),
        QStringLiteral("fused-loss")};
}

QList<Settings> practitionerVariants(const Workload &w, int gpus, const QStringList &pinned)
{
    QList<Settings> out {{w, {}, {}}};
    const auto open = [&](const char *name) { return !pinned.contains(QLatin1String(name)); };
    // Each step doubles the list: every combination of the settings that may change.
    const auto step = [&](const char *name, bool applies, auto &&change, const QString &what) {
        if (!applies || !open(name))
            return;
        const qsizetype n = out.size();
        for (qsizetype i = 0; i < n; ++i) {
            Settings v = out[i];
            change(v.workload);
            v.turnedOn.append(what);
            v.names.append(QLatin1String(name));
            out.append(v);
        }
    };
    if (kindReads(w.kind, WorkloadSetting::Optimizer)) {
        // The loss in chunks where the framework holds every token's logits: no cost in speed (Liger
        // Kernel's fused linear cross-entropy), one line in the trainer's arguments.
        step(
            "fused-loss", settingApplies(w, WorkloadSetting::FusedLoss) && !w.fusedLoss,
            [](Workload &v) { v.fusedLoss = true; }, Text::tr("fused cross-entropy (Liger Kernel)"));
        // Full fine-tuning of every weight: torchtune's single-device recipe (one dtype, the optimizer step
        // in the backward pass, paged 8-bit states) where the framework is left to the advisor.
        step(
            "framework",
            kindReads(w.kind, WorkloadSetting::Framework) && trainsEveryWeight(w)
                && w.framework == FineTuneFramework::HfPeft,
            [](Workload &v) { v.framework = FineTuneFramework::Torchtune; },
            Text::tr("torchtune's full fine-tuning recipe (bf16 throughout)"));
        step(
            "optimizer", w.optimizer == OptimizerKind::AdamW,
            [](Workload &v) { v.optimizer = OptimizerKind::AdamW8bit; }, Text::tr("8-bit optimizer states"));
        step(
            "checkpointing", !w.checkpointing, [](Workload &v) { v.checkpointing = true; },
            Text::tr("activation checkpointing"));
        step(
            "parallel", gpus >= 2 && w.parallelism == Parallelism::Ddp,
            [](Workload &v) { v.parallelism = Parallelism::Fsdp; }, Text::tr("FSDP (sharded over the GPUs)"));
        // One sequence a step per card, the batch kept by accumulating gradients over steps (what
        // WorkloadEstimate::fitOptions offers as "micro-batch 1 with checkpointing").
        step(
            "batch", w.microBatch > 1, [](Workload &v) { v.microBatch = 1; },
            Text::tr("micro-batch 1 (gradients accumulated to keep the batch)"));
    } else if (kindReads(w.kind, WorkloadSetting::KvPrecision)) {
        // The engine's own 8-bit cache: llama.cpp's q8_0, the batch servers' fp8; none where no 8-bit cache
        // of the engine is on record. A cache the engine does not take could not be saved.
        const std::optional<KvPrecision> eightBit = smallerKvOffered(w.engine, KvPrecision::Fp16);
        step(
            "kv-precision", w.kvPrecision == KvPrecision::Fp16 && eightBit,
            [eightBit](Workload &v) { v.kvPrecision = *eightBit; }, Text::tr("8-bit KV cache"));
        const bool moe = shapeOf(w).expertParams() > 0;
        step(
            "offload-experts", moe && !w.offloadExperts && canOffloadExperts(w.engine),
            [](Workload &v) { v.offloadExperts = true; }, Text::tr("experts in system memory"));
    }
    return out;
}

QStringList settingsTurnedOn(const Workload &asked, const Workload &used)
{
    // The layers whose experts stay in system memory are chosen for the cards (fewestExpertLayers()): said
    // in place of "experts in system memory", or after what was turned on when offloading was asked.
    Workload variant = used;
    variant.offloadExpertLayers = asked.offloadExpertLayers;
    for (const Settings &v : practitionerVariants(asked, 4, {})) {
        if (v.workload != variant)
            continue;
        QStringList on = v.turnedOn;
        if (used.offloadExpertLayers != asked.offloadExpertLayers) {
            const qsizetype at = v.names.indexOf(QStringLiteral("offload-experts"));
            const QString layers = settingText(used, WorkloadSetting::ExpertLayers);
            if (at >= 0)
                on[at] = layers;
            else
                on.append(layers);
        }
        return on;
    }
    return {};
}

bool stacksOpenAir(const Build &b, const ChassisLayout &layout)
{
    for (qsizetype i = 0; i + 1 < b.gpus.size(); ++i) {
        const GpuPlacement &upper = b.gpus[i];
        const GpuPlacement &lower = b.gpus[i + 1];
        if (layout.touchingNext(upper.slot)
            && (upper.gpu.spec.cooler == CoolerType::OpenAir || lower.gpu.spec.cooler == CoolerType::OpenAir))
            return true;
    }
    return false;
}

bool avoidableStack(const Build &b, const ChassisLayout &layout)
{
    if (b.gpus.size() < 2 || !b.motherboard || !stacksOpenAir(b, layout))
        return false;
    Build other = b;
    other.chassis.reset();
    for (const QList<int> &slots : x16Placements(b.motherboard->spec, int(b.gpus.size()))) {
        for (int k = 0; k < slots.size(); ++k)
            other.gpus[k].slot = slots[k];
        const ChassisLayout l = ChassisLayout::of(other);
        if (l.collisions.isEmpty() && l.pastCaseEnd.isEmpty() && !stacksOpenAir(other, l))
            return true;
    }
    return false;
}

QString policyRefusal(const Build &b, const Analyses &a, const Report &report, const Query &q)
{
    for (const Finding &f : report.findings) {
        if (refuses(f, b, q))
            return f.message;
    }
    return boxShortfall(b, a, q);
}

QString boxShortfall(const Build &b, const Analyses &a, const Query &q)
{
    if (q.allowWarnings)
        return {};
    // The figures alone; the sentence that explains one only when it is short.
    const BoxNeeds need = boxNeeds(b, false);
    const auto why = [&b] { return boxNeeds(b, true); };
    const auto owns = [&](const auto &part) { return part && q.owned.contains(part->info.id); };
    if (!b.storage.isEmpty() && !q.owned.contains(b.storage.first().part.info.id)
        && !need.takesDrive(b.storage.first().part.spec, b.storage.first().quantity))
        return Text::tr("storage: an NVMe drive of at least %1 GB (%2)")
            .arg(need.storageGb)
            .arg(why().storageWhy);
    if (!b.memory.isEmpty() && !q.owned.contains(b.memory.first().part.info.id)
        && !need.takesMemory(b.memory.first().part.spec, b.memory.first().quantity))
        return Text::tr("memory: %1").arg(why().memoryWhy);
    if (b.cpu && !owns(b.cpu) && processorThreads(b) < need.threads)
        return Text::tr("processor: %1").arg(why().threadsWhy);
    if (b.psu && !owns(b.psu) && b.psu->spec.wattage < psuNeeded(a.power, b.psu->spec.atxVersion))
        return Text::tr("PSU: at least %1 W").arg(psuNeeded(a.power, b.psu->spec.atxVersion).value());
    return {};
}

Recommendation recommendedBuild(const QList<qint64> &cents, const QList<double> &t, double band)
{
    // Owned parts count at nothing: a build of owned parts only costs a cent, not nothing.
    const auto value = [&](int i) { return t[i] / double(std::max<qint64>(1, cents[i])); };
    const int n = int(std::min(cents.size(), t.size()));
    Recommendation r;
    for (int i = 0; i < n; ++i) {
        if (r.bestValue < 0 || value(i) > value(r.bestValue))
            r.bestValue = i;
    }
    if (r.bestValue < 0)
        return r;
    for (int i = 0; i < n; ++i) {
        if (value(i) >= kValueKept * value(r.bestValue)
            && (r.fastest < 0 || comparable(t[i]) > comparable(t[r.fastest])))
            r.fastest = i;
    }
    r.index = r.fastest;
    for (int i = 0; i < n; ++i) {
        if (value(i) > value(r.fastest) && cents[i] < cents[r.fastest]
            && t[i] >= t[r.fastest] * (1.0 - band)) {
            r.index = i; // the front is cheapest first: the first such is the cheapest
            break;
        }
    }
    return r;
}

} // namespace rigsmith::core::advisor
