// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/workloadenums.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
};

template<typename E, std::size_t N>
using KeyTable = std::array<std::pair<E, const char16_t *>, N>;

constexpr KeyTable<WorkloadKind, 4> kKinds {
    {{WorkloadKind::Vision, u"vision"}, {WorkloadKind::Transformer, u"transformer"},
        {WorkloadKind::FineTune, u"finetune"}, {WorkloadKind::Inference, u"inference"}}};
constexpr KeyTable<FineTuneMethod, 3> kMethods {
    {{FineTuneMethod::Full, u"full"}, {FineTuneMethod::Lora, u"lora"}, {FineTuneMethod::Qlora, u"qlora"}}};
constexpr KeyTable<OptimizerKind, 2> kOptimizers {
    {{OptimizerKind::AdamW, u"adamw"}, {OptimizerKind::AdamW8bit, u"adamw-8bit"}}};
constexpr KeyTable<Parallelism, 2> kParallel {{{Parallelism::Ddp, u"ddp"}, {Parallelism::Fsdp, u"fsdp"}}};

template<typename E, std::size_t N>
std::optional<E> find(const KeyTable<E, N> &table, const QString &key)
{
    for (const auto &[v, k] : table) {
        if (key == QStringView(k))
            return v;
    }
    return std::nullopt;
}

template<typename E, std::size_t N>
QString keyOf(const KeyTable<E, N> &table, E value)
{
    for (const auto &[v, k] : table) {
        if (v == value)
            return QString::fromUtf16(k);
    }
    return {};
}

template<typename E, std::size_t N>
std::span<const E> valuesOf(const KeyTable<E, N> &table)
{
    static const auto values = [&] {
        std::array<E, N> out {};
        for (std::size_t i = 0; i < N; ++i)
            out[i] = table[i].first;
        return out;
    }();
    return values;
}

} // namespace

template<>
std::optional<WorkloadKind> fromKey<WorkloadKind>(const QString &key)
{
    return find(kKinds, key);
}
template<>
std::optional<FineTuneMethod> fromKey<FineTuneMethod>(const QString &key)
{
    return find(kMethods, key);
}
template<>
std::optional<OptimizerKind> fromKey<OptimizerKind>(const QString &key)
{
    return find(kOptimizers, key);
}
template<>
std::optional<Parallelism> fromKey<Parallelism>(const QString &key)
{
    return find(kParallel, key);
}
template<>
std::span<const WorkloadKind> allValues<WorkloadKind>()
{
    return valuesOf(kKinds);
}
template<>
std::span<const FineTuneMethod> allValues<FineTuneMethod>()
{
    return valuesOf(kMethods);
}
template<>
std::span<const OptimizerKind> allValues<OptimizerKind>()
{
    return valuesOf(kOptimizers);
}
template<>
std::span<const Parallelism> allValues<Parallelism>()
{
    return valuesOf(kParallel);
}

QString toKey(WorkloadKind v)
{
    return keyOf(kKinds, v);
}
QString toKey(FineTuneMethod v)
{
    return keyOf(kMethods, v);
}
QString toKey(OptimizerKind v)
{
    return keyOf(kOptimizers, v);
}
QString toKey(Parallelism v)
{
    return keyOf(kParallel, v);
}

QString displayName(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Vision:
        return Text::tr("train a vision model");
    case WorkloadKind::Transformer:
        return Text::tr("train a transformer from scratch");
    case WorkloadKind::FineTune:
        return Text::tr("fine-tune an LLM");
    case WorkloadKind::Inference:
        return Text::tr("run an LLM");
    }
    return {};
}

QString displayName(FineTuneMethod method)
{
    switch (method) {
    case FineTuneMethod::Full:
        return Text::tr("full fine-tuning");
    case FineTuneMethod::Lora:
        return Text::tr("LoRA");
    case FineTuneMethod::Qlora:
        return Text::tr("QLoRA (4-bit base)");
    }
    return {};
}

QString displayName(OptimizerKind optimizer)
{
    return optimizer == OptimizerKind::AdamW ? Text::tr("AdamW") : Text::tr("8-bit AdamW");
}

QString displayName(Parallelism parallelism)
{
    return parallelism == Parallelism::Ddp ? Text::tr("data parallel (DDP)")
                                           : Text::tr("sharded (FSDP / ZeRO-3)");
}

bool usesTensorCores(Precision precision)
{
    return precision != Precision::Fp32;
}

double bytesPerValue(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
    case Precision::Tf32: // stored as 32-bit; only the multiplies are rounded
        return 4.0;
    case Precision::Bf16:
    case Precision::Fp16:
        return 2.0;
    case Precision::Fp8:
    case Precision::Int8:
        return 1.0;
    case Precision::Int4:
        // 4-bit weights with their block scales: llama.cpp's Q4_0 measured 4.51–4.54 bits a weight
        // (research/workloads/memory_examples.csv, Llama 2 7B/70B rows).
        return 4.51 / 8.0;
    }
    return 2.0;
}

} // namespace rigsmith::core
