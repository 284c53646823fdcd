// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rigsmith::core {

// A decoder transformer's shape: what activations and the KV cache scale with.
struct ModelShape
{
    QString name;
    double paramsBillions = 0.0;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int vocab = 0; // tokens in the vocabulary
    bool tiedEmbeddings = false; // the output projection shares the token embedding's weights
    QString source; // URL
    bool estimated = false; // scaled from the nearest published shape

    // Bytes the KV cache holds per token in 16 bits: 2 × layers × KV heads × head size × 2.
    double kvBytesPerToken() const { return 2.0 * layers * kvHeads * headDim * 2.0; }
    // Parameters outside the transformer blocks' linear layers: the token embedding (a table
    // looked up, one row a token) and the output projection to the vocabulary (unless tied).
    double embeddingParams() const { return double(vocab) * hidden * (tiedEmbeddings ? 1.0 : 2.0); }
};

// The published shape (research/workloads/model_shapes.csv) nearest in parameters; when it is
// more than 15 % away, that shape with its width scaled by √(params ratio), marked estimated.
ModelShape shapeFor(double paramsBillions);

} // namespace rigsmith::core
