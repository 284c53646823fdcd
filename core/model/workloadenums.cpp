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
constexpr KeyTable<ServingEngine, 6> kEngines {
    {{ServingEngine::LlamaCpp, u"llama.cpp"}, {ServingEngine::Vllm, u"vllm"},
        {ServingEngine::TensorRtLlm, u"tensorrt-llm"}, {ServingEngine::Sglang, u"sglang"},
        {ServingEngine::ExLlamaV2, u"exllamav2"}, {ServingEngine::Mlc, u"mlc-llm"}}};
constexpr KeyTable<KvPrecision, 4> kKvPrecisions {{{KvPrecision::Fp16, u"fp16"}, {KvPrecision::Fp8, u"fp8"},
    {KvPrecision::Q8, u"q8"}, {KvPrecision::Q4, u"q4"}}};
constexpr KeyTable<FineTuneFramework, 4> kFrameworks {
    {{FineTuneFramework::HfPeft, u"hf-peft"}, {FineTuneFramework::Unsloth, u"unsloth"},
        {FineTuneFramework::Torchtune, u"torchtune"}, {FineTuneFramework::DeepSpeed, u"deepspeed"}}};

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

template<>
std::optional<ServingEngine> fromKey<ServingEngine>(const QString &key)
{
    return find(kEngines, key);
}
template<>
std::span<const ServingEngine> allValues<ServingEngine>()
{
    return valuesOf(kEngines);
}
QString toKey(ServingEngine v)
{
    return keyOf(kEngines, v);
}

template<>
std::optional<KvPrecision> fromKey<KvPrecision>(const QString &key)
{
    return find(kKvPrecisions, key);
}
template<>
std::span<const KvPrecision> allValues<KvPrecision>()
{
    return valuesOf(kKvPrecisions);
}
QString toKey(KvPrecision v)
{
    return keyOf(kKvPrecisions, v);
}

template<>
std::optional<FineTuneFramework> fromKey<FineTuneFramework>(const QString &key)
{
    return find(kFrameworks, key);
}
template<>
std::span<const FineTuneFramework> allValues<FineTuneFramework>()
{
    return valuesOf(kFrameworks);
}
QString toKey(FineTuneFramework v)
{
    return keyOf(kFrameworks, v);
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

QString displayName(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::LlamaCpp:
        return Text::tr("llama.cpp");
    case ServingEngine::Vllm:
        return Text::tr("vLLM");
    case ServingEngine::TensorRtLlm:
        return Text::tr("TensorRT-LLM");
    case ServingEngine::Sglang:
        return Text::tr("SGLang");
    case ServingEngine::ExLlamaV2:
        return Text::tr("ExLlamaV2");
    case ServingEngine::Mlc:
        return Text::tr("MLC LLM");
    }
    return {};
}

QString displayName(KvPrecision kv)
{
    switch (kv) {
    case KvPrecision::Fp16:
        return Text::tr("16-bit KV cache");
    case KvPrecision::Fp8:
        return Text::tr("FP8 KV cache");
    case KvPrecision::Q8:
        return Text::tr("8-bit KV cache (q8_0)");
    case KvPrecision::Q4:
        return Text::tr("4-bit KV cache (q4_0)");
    }
    return {};
}

QString displayName(FineTuneFramework framework)
{
    switch (framework) {
    case FineTuneFramework::HfPeft:
        return Text::tr("Hugging Face Transformers + PEFT");
    case FineTuneFramework::Unsloth:
        return Text::tr("Unsloth");
    case FineTuneFramework::Torchtune:
        return Text::tr("torchtune");
    case FineTuneFramework::DeepSpeed:
        return Text::tr("DeepSpeed ZeRO");
    }
    return {};
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

double bytesPerValue(KvPrecision kv)
{
    switch (kv) {
    case KvPrecision::Fp16:
        return 2.0;
    case KvPrecision::Fp8:
        return 1.0;
    case KvPrecision::Q8:
        // llama.cpp's q8_0: blocks of 32 values with one 16-bit scale, 34 bytes a block (ggml-common.h:
        // "static_assert(sizeof(block_q8_0) == sizeof(ggml_fp16_t) + QK8_0", QK8_0 = 32).
        return 34.0 / 32.0;
    case KvPrecision::Q4:
        // q4_0: 32 four-bit values in 16 bytes and a 16-bit scale, 18 bytes a block (block_q4_0).
        return 18.0 / 32.0;
    }
    return 2.0;
}

bool canOffloadExperts(ServingEngine engine)
{
    // llama.cpp keeps the routed experts' tensors in system memory with --cpu-moe / --n-cpu-moe
    // (tensor overrides "\\.ffn_(up|down|gate)_exps=CPU", ggml-org/llama.cpp pull 15077) and runs
    // them there; the batch servers are modelled with the whole model on the GPUs.
    return engine == ServingEngine::LlamaCpp;
}

std::optional<KvPrecision> smallerKvOffered(ServingEngine engine, KvPrecision kv)
{
    for (KvPrecision smaller : {KvPrecision::Fp8, KvPrecision::Q8, KvPrecision::Q4}) {
        if (bytesPerValue(smaller) < bytesPerValue(kv) && supportsKv(engine, smaller))
            return smaller;
    }
    return std::nullopt;
}

bool supportsKv(ServingEngine engine, KvPrecision kv)
{
    switch (engine) {
    case ServingEngine::LlamaCpp:
        // "--cache-type-k f32, f16, bf16, q8_0, q4_0, q4_1, iq4_nl, q5_0, q5_1" (Unsloth's llama.cpp guide).
        return kv != KvPrecision::Fp8;
    case ServingEngine::Vllm:
    case ServingEngine::TensorRtLlm:
    case ServingEngine::Sglang:
        // kv_cache_dtype="fp8" (https://docs.vllm.ai/en/latest/features/quantization/quantized_kvcache/);
        // the other two servers are offered the same two formats (their 8-bit integer caches are not
        // modelled).
        return kv == KvPrecision::Fp16 || kv == KvPrecision::Fp8;
    case ServingEngine::ExLlamaV2:
    case ServingEngine::Mlc:
        // Their quantised caches were not read from a source: offered in 16 bits only.
        return kv == KvPrecision::Fp16;
    }
    return false;
}

} // namespace rigsmith::core
