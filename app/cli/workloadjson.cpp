// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadjson.h"

#include "core/model/workloadsettings.h"
#include "core/workload/decodeengine.h"
#include "core/workload/frameworkmemory.h"

#include <QJsonArray>

namespace rigsmith::cli {

using namespace core;

QJsonObject servingJson(const ServingEstimate &e)
{
    return QJsonObject {{QStringLiteral("sequences"), e.sequences},
        {QStringLiteral("totalTokensPerSecond"), e.totalTokensPerSecond},
        {QStringLiteral("perUserTokensPerSecond"), e.perUserTokensPerSecond},
        {QStringLiteral("ttftSeconds"), e.ttftSeconds}, {QStringLiteral("ttftBand"), e.ttftBand},
        {QStringLiteral("requestLatencySeconds"), e.requestLatencySeconds},
        {QStringLiteral("engineFactor"), e.engineFactor}, {QStringLiteral("engineRows"), e.engineRows},
        {QStringLiteral("computeBound"), e.computeBound}, {QStringLiteral("bound"), e.bound()},
        {QStringLiteral("admitted"), e.admitted}, {QStringLiteral("queued"), e.sequences - e.admitted},
        {QStringLiteral("kvCapacitySequences"), e.kvCapacity}, {QStringLiteral("noneFits"), e.noneFits},
        {QStringLiteral("queueSeconds"), e.queueSeconds}, {QStringLiteral("prefillShare"), e.prefillShare},
        {QStringLiteral("exchangeShare"), e.exchangeShare}, {QStringLiteral("replicas"), e.replicas},
        {QStringLiteral("replicaTokensPerSecond"), e.replicaTokensPerSecond},
        {QStringLiteral("tensorParallel"), e.tensorParallel()},
        {QStringLiteral("pipelineStages"), e.pipelineStages}};
}

QJsonValue decodeEngineJson(const Workload &w)
{
    if (!kindReads(w.kind, WorkloadSetting::Engine) || w.serving > 0)
        return QJsonValue();
    const EngineDecode &d = engineDecode(w.engine);
    const QString basis = w.engine == ServingEngine::LlamaCpp ? QStringLiteral("llama.cpp calibration")
        : d.measured() ? QStringLiteral("published pairs against llama.cpp")
                       : QStringLiteral("no source: llama.cpp's figure");
    return QJsonObject {{QStringLiteral("engine"), toKey(w.engine)}, {QStringLiteral("basis"), basis},
        {QStringLiteral("factorOverLlamaCpp"), d.factor}, {QStringLiteral("pairs"), d.pairs},
        {QStringLiteral("sources"), QJsonArray::fromStringList(d.urls)},
        {QStringLiteral("leaveOneSourceOutBand"), d.band},
        {QStringLiteral("llamaCppBand"), decodeErrorBand()}};
}

QJsonObject memoryJson(const MemoryEstimate &m)
{
    return QJsonObject {{QStringLiteral("weightsGB"), m.weights},
        {QStringLiteral("gradientsGB"), m.gradients}, {QStringLiteral("optimizerGB"), m.optimizer},
        {QStringLiteral("activationsGB"), m.activations}, {QStringLiteral("kvCacheGB"), m.kvCache},
        {QStringLiteral("logitsGB"), m.logits}, {QStringLiteral("fsdpGatheredGB"), m.gathered},
        {QStringLiteral("overheadGB"), m.overhead}, {QStringLiteral("modelShape"), m.shape.name},
        {QStringLiteral("shapeEstimated"), m.shape.estimated},
        {QStringLiteral("offloadedToSystemGB"), m.offloaded},
        {QStringLiteral("pagedOptimizerToSystemGB"), m.pagedOptimizer},
        {QStringLiteral("sequences"), m.sequences},
        {QStringLiteral("activationFactors"),
            QJsonObject {{QStringLiteral("checkpoints"), m.activationFactors.stored},
                {QStringLiteral("workingLayer"), m.activationFactors.working}}}};
}

QJsonObject workloadSettings(const Workload &w)
{
    return QJsonObject {{QStringLiteral("kind"), toKey(w.kind)}, {QStringLiteral("task"), toKey(w.task)},
        {QStringLiteral("precision"), toKey(w.precision)},
        {QStringLiteral("paramsBillions"), w.paramsBillions}, {QStringLiteral("method"), toKey(w.method)},
        {QStringLiteral("optimizer"), toKey(w.optimizer)},
        {QStringLiteral("parallelism"), toKey(w.parallelism)},
        {QStringLiteral("sequenceLength"), w.sequenceLength}, {QStringLiteral("microBatch"), w.microBatch},
        {QStringLiteral("checkpointing"), w.checkpointing}, {QStringLiteral("model"), w.model},
        {QStringLiteral("activeParamsBillions"), activeParamsOf(w)}, {QStringLiteral("serving"), w.serving},
        {QStringLiteral("engine"), toKey(w.engine)}, {QStringLiteral("kvPrecision"), toKey(w.kvPrecision)},
        {QStringLiteral("promptTokens"), w.promptTokens}, {QStringLiteral("framework"), toKey(w.framework)},
        {QStringLiteral("offloadExperts"), w.offloadExperts}, {QStringLiteral("fusedLoss"), w.fusedLoss}};
}

QJsonObject workloadJson(const Workload &w, const WorkloadEstimate &e)
{
    QJsonObject o = workloadSettings(w);
    o.insert(QStringLiteral("memoryPerGpuGB"), e.neededPerGpu);
    o.insert(QStringLiteral("memoryAvailableGB"), e.availablePerGpu);
    o.insert(QStringLiteral("fits"), e.fits);
    o.insert(QStringLiteral("memory"), memoryJson(e.memory));
    o.insert(QStringLiteral("throughput"), e.throughput);
    o.insert(QStringLiteral("throughputPerGpu"), e.perGpu);
    o.insert(QStringLiteral("measuredBasis"), e.measuredBasis);
    o.insert(QStringLiteral("unit"), e.unit);
    o.insert(QStringLiteral("runsAs"), toKey(e.runsAs));
    o.insert(QStringLiteral("scaling"), e.scaling);
    o.insert(QStringLiteral("interconnect"), ThroughputModel::linkName(e.link));
    o.insert(QStringLiteral("throughputBand"), e.throughputBand);
    o.insert(QStringLiteral("memoryBand"), e.memoryBand);
    o.insert(QStringLiteral("decodeEngine"), decodeEngineJson(w));
    o.insert(QStringLiteral("cardDuty"), e.duty);
    if (e.serving)
        o.insert(QStringLiteral("serving"), servingJson(*e.serving));
    if (e.offloadBound > 0) {
        o.insert(QStringLiteral("systemMemoryGBs"), e.systemMemoryGBs);
        o.insert(QStringLiteral("offloadBoundTokensPerSecond"), e.offloadBound);
    }
    return o;
}

} // namespace rigsmith::cli
