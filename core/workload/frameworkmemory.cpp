// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/frameworkmemory.h"

#include "core/model/build.h"
#include "core/model/csvresource.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/modelshape.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

std::optional<FineTuneFramework> frameworkOf(const QString &text)
{
    const QString t = text.toLower();
    if (t.contains(u"unsloth"))
        return FineTuneFramework::Unsloth;
    if (t.contains(u"torchtune"))
        return FineTuneFramework::Torchtune;
    if (t.contains(u"deepspeed"))
        return FineTuneFramework::DeepSpeed;
    if (t.contains(u"peft") || t.contains(u"transformers") || t.contains(u"hugging"))
        return FineTuneFramework::HfPeft;
    return std::nullopt;
}

QList<FrameworkPoint> readPoints()
{
    QList<FrameworkPoint> out;
    for (const CsvRow &r : readCsvResource(QStringLiteral(":/rigsmith/workload/data/finetune_memory.csv"))) {
        FrameworkPoint p;
        const auto framework = frameworkOf(r.value(QStringLiteral("framework")));
        const auto method = fromKey<FineTuneMethod>(r.value(QStringLiteral("method")).toLower());
        if (!framework || !method)
            continue;
        p.framework = *framework;
        p.method = *method;
        p.model = r.value(QStringLiteral("model"));
        p.sequence = r.value(QStringLiteral("seq_len")).toInt();
        p.batch = std::max(1, r.value(QStringLiteral("batch")).toInt());
        const QString checkpointing = r.value(QStringLiteral("checkpointing"));
        // Unstated: the framework's default (Unsloth and torchtune's recipes checkpoint; Transformers
        // only when asked: data/SOURCES.md).
        p.checkpointing = checkpointing.isEmpty()
            ? p.framework == FineTuneFramework::Unsloth || p.framework == FineTuneFramework::Torchtune
            : checkpointing == u"1";
        p.measuredGb = r.value(QStringLiteral("peak_vram_gb")).toDouble();
        if (r.value(QStringLiteral("quote")).contains(u"GiB"))
            p.measuredGb *= 1.073741824;
        p.gpu = r.value(QStringLiteral("gpu"));
        static const QRegularExpression count(QStringLiteral("^\\s*(\\d+)\\s*[x×]"));
        if (const auto m = count.match(p.gpu); m.hasMatch())
            p.gpus = std::max(1, m.captured(1).toInt());
        p.source = r.value(QStringLiteral("source_url"));
        const QString optimizer = r.value(QStringLiteral("optimizer")).toLower();
        p.optimizerStated = !optimizer.isEmpty();
        if (optimizer.contains(u"8bit") || optimizer.contains(u"8-bit"))
            p.optimizer = OptimizerKind::AdamW8bit;
        if (p.sequence <= 0 || p.measuredGb <= 0 || p.source.isEmpty())
            continue;
        QString model;
        double params = 0.0;
        if (!modelFromName(p.model, model, params))
            continue;
        out.append(p);
    }
    return out;
}

Workload workloadOf(const FrameworkPoint &p)
{
    Workload w;
    w.kind = WorkloadKind::FineTune;
    w.precision = Precision::Bf16;
    w.method = p.method;
    w.framework = p.framework;
    w.sequenceLength = p.sequence;
    w.microBatch = p.batch;
    w.checkpointing = p.checkpointing;
    w.optimizer = p.optimizer;
    w.parallelism = p.gpus > 1 ? Parallelism::Fsdp : Parallelism::Ddp;
    modelFromName(p.model, w.model, w.paramsBillions);
    return w;
}

// A row's modelled peak with unit factors: what is not activations, and the two activation parts.
struct RowParts
{
    double rest = 0.0;
    double stored = 0.0;
    double working = 0.0;
};
std::optional<RowParts> rowParts(const FrameworkPoint &p)
{
    if (p.method == FineTuneMethod::Full)
        return std::nullopt;
    const MemoryEstimate m = MemoryEstimate::withActivationFactors(workloadOf(p), p.gpus, {});
    if (m.activations < 0.05 * m.total())
        return std::nullopt; // too small a share for the row to say anything about activations
    // torchtune's peaks count the tensors PyTorch allocated, not the CUDA context (tst_workload).
    const double context = p.framework == FineTuneFramework::Torchtune ? m.overhead : 0.0;
    return RowParts {m.total() - m.activations - context, m.activationsStored, m.activationsWorking};
}

} // namespace

const QList<FrameworkPoint> &frameworkPoints()
{
    static const QList<FrameworkPoint> points = readPoints();
    return points;
}

FrameworkFit fitFramework(
    FineTuneFramework framework, const QList<FrameworkPoint> &points, const QString &excludedModel)
{
    // Least squares of (measured − rest) ≈ a·stored + b·working, each row divided by its measured
    // peak (relative error).
    double saa = 0, sab = 0, sbb = 0, say = 0, sby = 0;
    bool separates = false;
    FrameworkFit f;
    for (const FrameworkPoint &p : points) {
        if (p.framework != framework || (!excludedModel.isEmpty() && p.model == excludedModel))
            continue;
        const auto parts = rowParts(p);
        if (!parts)
            continue;
        const double a = parts->stored / p.measuredGb, b = parts->working / p.measuredGb;
        const double y = (p.measuredGb - parts->rest) / p.measuredGb;
        saa += a * a;
        sab += a * b;
        sbb += b * b;
        say += a * y;
        sby += b * y;
        separates = separates || parts->stored > 0;
        ++f.points;
    }
    if (f.points == 0)
        return f;
    const double det = saa * sbb - sab * sab;
    if (separates && f.points >= 3 && det > 1e-9 * (saa * sbb)) {
        f.factors.stored = std::max(0.0, (say * sbb - sby * sab) / det);
        f.factors.working = std::max(0.0, (sby * saa - say * sab) / det);
        return f;
    }
    // One factor for both parts.
    const double s2 = saa + 2 * sab + sbb, sy = say + sby;
    const double k = s2 > 0 ? std::clamp(sy / s2, 0.02, 50.0) : 1.0;
    f.factors = {k, k};
    return f;
}

ActivationFactors frameworkActivationFactors(FineTuneFramework framework)
{
    static const auto factors = [] {
        QHash<int, ActivationFactors> out;
        for (FineTuneFramework f : allValues<FineTuneFramework>())
            out.insert(int(f), fitFramework(f, frameworkPoints()).factors);
        return out;
    }();
    return factors.value(int(framework));
}

bool frameworkHoldsLogits(FineTuneFramework framework)
{
    return framework == FineTuneFramework::HfPeft || framework == FineTuneFramework::DeepSpeed;
}

int frameworkPointCount(FineTuneFramework framework)
{
    return fitFramework(framework, frameworkPoints()).points;
}

FrameworkCheck checkFrameworkMemory(const QList<FrameworkPoint> &points)
{
    FrameworkCheck c;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const FrameworkPoint &p = points[i];
        const FrameworkFit fit = fitFramework(p.framework, points, p.model);
        // Full fine-tuning is checked where the model knows the recipe: torchtune on one card with the
        // optimizer its config states (one dtype, the optimizer in the backward pass, paged states).
        const bool checkedFull
            = p.framework == FineTuneFramework::Torchtune && p.gpus == 1 && p.optimizerStated;
        if (fit.points == 0 || (p.method == FineTuneMethod::Full && !checkedFull))
            continue;
        const MemoryEstimate m = MemoryEstimate::withActivationFactors(workloadOf(p), p.gpus, fit.factors);
        const double modelled = m.total() - (p.framework == FineTuneFramework::Torchtune ? m.overhead : 0.0);
        c.add(modelled, p.measuredGb,
            QStringLiteral("%1, %2 %3 seq %4 batch %5%6: %7 GB measured, %8 modelled (%9 %)")
                .arg(displayName(p.framework), p.model, toKey(p.method))
                .arg(p.sequence)
                .arg(p.batch)
                .arg(p.checkpointing ? QStringLiteral(" ckpt") : QString())
                .arg(p.measuredGb, 0, 'f', 1)
                .arg(modelled, 0, 'f', 1)
                .arg((modelled / p.measuredGb - 1.0) * 100.0, 0, 'f', 0));
    }
    return c;
}

double memoryErrorBand()
{
    static const double band = checkFrameworkMemory(frameworkPoints()).band();
    return band;
}

} // namespace rigsmith::core
