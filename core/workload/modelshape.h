// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/workloadenums.h"

#include <QList>
#include <QString>

#include <optional>

namespace rigsmith::core {

struct Workload;

// A decoder transformer's shape: what activations and the KV cache scale with. Mixture-of-experts
// models hold every expert (paramsBillions) but run only the routed ones a token
// (activeParamsBillions).
struct ModelShape
{
    QString name;
    QString family; // "llama", "qwen3-moe", …
    double paramsBillions = 0.0; // all parameters
    double activeParamsBillions = 0.0; // parameters a token passes through (dense: all)
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int vocab = 0; // tokens in the vocabulary
    bool tiedEmbeddings = false; // the output projection shares the token embedding's weights
    int experts = 0; // routed experts a MoE layer holds (0: dense)
    int expertsActive = 0; // routed experts a token uses
    int fullAttentionLayers = 0; // layers attending to the whole context; the rest use slidingWindow
    int slidingWindow = 0; // tokens a sliding-window layer attends to (0: none)
    int kvLatentDim = 0; // multi-head latent attention: values cached per token and layer (0: none)
    int maxContext = 0;
    QString source; // URL
    bool estimated = false; // scaled from the nearest published shape
    // The precision the maker releases the weights in, where it is not 16-bit (gpt-oss: its experts in
    // MXFP4, as the model card says); none: 16-bit. What a job that runs it so downloads and keeps.
    std::optional<Precision> released;

    bool isMoe() const { return experts > 0 && expertsActive > 0 && activeParamsBillions < paramsBillions; }
    // Bytes the KV cache holds per token in 16 bits with a full context: 2 × layers × KV heads ×
    // head size × 2 (latent attention: layers × latent size × 2).
    double kvBytesPerToken() const { return kvBytes(1, KvPrecision::Fp16); }
    // Bytes the KV cache of one sequence of `tokens` takes: sliding-window layers keep at most
    // their window.
    double kvBytes(double tokens, KvPrecision precision) const;
    // Parameters outside the transformer blocks' linear layers: the token embedding (a table
    // looked up, one row a token) and the output projection to the vocabulary (unless tied).
    double embeddingParams() const { return double(vocab) * hidden * (tiedEmbeddings ? 1.0 : 2.0); }
    // MoE: the parameters of the routed experts (all of them), from the total and active counts:
    // total = shared + E × e and active = shared + k × e give e = (total − active) / (E − k).
    double expertParams() const;
};

// The sourced shapes (core/workload/data/model_shapes.csv), in file order.
const QList<ModelShape> &modelShapes();
// The shape named `name` (case-insensitive), or nullptr.
const ModelShape *shapeNamed(const QString &name);
// The published dense Llama shape nearest in parameters; when it is more than 15 % away, that
// shape with its width scaled by √(params ratio), marked estimated.
ModelShape shapeFor(double paramsBillions);
// A source's model name ("Llama 3.1 8B", "generic 7B", "mt0-xxl (12B)") as a workload's model: sets
// `model` to the named shape's name and `paramsBillions` to its size, or (no such shape) `paramsBillions`
// to the billions in the name. False when the name gives neither.
bool modelFromName(const QString &name, QString &model, double &paramsBillions);
// The workload's shape: its named model, else by its parameters.
ModelShape shapeOf(const Workload &workload);
// The parameters the workload's model holds (all experts) and those a token runs through, in
// billions: a named model's sourced counts, else paramsBillions (dense).
double totalParamsOf(const Workload &workload);
double activeParamsOf(const Workload &workload);

} // namespace rigsmith::core
