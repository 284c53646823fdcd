// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/modelshape.h"

#include <array>
#include <cmath>

namespace rigsmith::core {
namespace {

struct Row
{
    const char16_t *name;
    double params;
    int layers, hidden, heads, kvHeads, headDim;
    int vocab;
    bool tied;
    const char16_t *source;
};

// research/workloads/model_shapes.csv (Meta's llama-models sku_list.py and Hugging Face configs).
// Vocabulary and tied embeddings from torchtune's model builders: vocab_size=128_256 for Llama 3.1
// 8B / 70B / 405B and Llama 3.2 1B / 3B, 32_000 for Llama 2; Llama 3.2 ties its output projection
// to the token embedding (TiedLinear), the others do not:
// https://github.com/pytorch/torchtune/blob/1934adb09e471b919f587f355bca067831878cc6/torchtune/models/llama3_1/_model_builders.py
// (405B: the same file's llama3_1_405b on main),
// https://github.com/pytorch/torchtune/blob/2cb2470f999a69bba530021e0e35dfce5b5b90e5/torchtune/models/llama3_2/_model_builders.py,
// https://github.com/pytorch/torchtune/blob/05d251afcf93144cc375dfb62cf6e2f243dd788a/torchtune/models/llama3_2/_component_builders.py,
// https://github.com/pytorch/torchtune/blob/00a080a6066946a4a2a3c893e48a22c5f55ad1fe/torchtune/models/llama2/_model_builders.py
constexpr std::array<Row, 7> kShapes {{
    {u"Llama 3.2 1B", 1, 16, 2048, 32, 8, 64, 128256, true,
        u"https://github.com/meta-llama/llama-models/blob/8c88b8c0d75dbd136b6895220c4f56ccbe2f2d24/models/"
        u"sku_list.py"},
    {u"Llama 3.2 3B", 3, 28, 3072, 24, 8, 128, 128256, true,
        u"https://github.com/meta-llama/llama-models/blob/8c88b8c0d75dbd136b6895220c4f56ccbe2f2d24/models/"
        u"sku_list.py"},
    {u"Llama 2 7B", 7, 32, 4096, 32, 32, 128, 32000, false,
        u"https://huggingface.co/philschmid/Llama-2-7b-hf/blob/7efb34fb74d8cf47c51ed88bf49662c0494049fc/"
        u"config.json"},
    {u"Llama 3.1 8B", 8, 32, 4096, 32, 8, 128, 128256, false,
        u"https://github.com/meta-llama/llama-models/blob/8c88b8c0d75dbd136b6895220c4f56ccbe2f2d24/models/"
        u"sku_list.py"},
    {u"Llama 2 13B", 13, 40, 5120, 40, 40, 128, 32000, false,
        u"https://github.com/meta-llama/llama-models/blob/a9c89c471f793423afd4cc3ca8671d6e56fe64cb/models/"
        u"llama2/MODEL_CARD.md"},
    {u"Llama 3.1 70B", 70, 80, 8192, 64, 8, 128, 128256, false,
        u"https://github.com/meta-llama/llama-models/blob/8c88b8c0d75dbd136b6895220c4f56ccbe2f2d24/models/"
        u"sku_list.py"},
    {u"Llama 3.1 405B", 405, 126, 16384, 128, 8, 128, 128256, false,
        u"https://github.com/meta-llama/llama-models/blob/8c88b8c0d75dbd136b6895220c4f56ccbe2f2d24/models/"
        u"sku_list.py"},
}};

} // namespace

ModelShape shapeFor(double paramsBillions)
{
    const Row *best = &kShapes[0];
    for (const Row &r : kShapes) {
        if (std::abs(std::log(r.params / paramsBillions)) < std::abs(std::log(best->params / paramsBillions)))
            best = &r;
    }
    ModelShape s {QString::fromUtf16(best->name), best->params, best->layers, best->hidden, best->heads,
        best->kvHeads, best->headDim, best->vocab, best->tied, QString::fromUtf16(best->source), false};
    if (paramsBillions > 0 && std::abs(paramsBillions / best->params - 1.0) > 0.15) {
        const double scale = std::sqrt(paramsBillions / best->params);
        s.hidden = int(std::lround(s.hidden * scale));
        s.headDim = int(std::lround(s.headDim * scale));
        s.paramsBillions = paramsBillions;
        s.estimated = true;
    }
    return s;
}

} // namespace rigsmith::core
