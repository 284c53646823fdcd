// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/gpumodel.h"

#include <QRegularExpression>

namespace rigsmith::core {

namespace {

// A memory size written into a model name ("12 GB", "72GB") and the hash-rate-limited mark of
// some Ampere boards: neither makes another model.
const QRegularExpression &memoryInName()
{
    static const QRegularExpression re(
        QStringLiteral(R"(\s*\b(\d+(?:\.\d+)?)\s*GB\b)"), QRegularExpression::CaseInsensitiveOption);
    return re;
}

QString memoryText(double gb)
{
    return gb == double(qint64(gb)) ? QString::number(qint64(gb)) : QString::number(gb);
}

} // namespace

QString GpuModel::key() const
{
    QString n = name;
    n.remove(memoryInName());
    static const QRegularExpression lhr(
        QStringLiteral(R"(\s+LHR\b)"), QRegularExpression::CaseInsensitiveOption);
    n.remove(lhr);
    return n.simplified().toLower() + u'/' + memoryText(memoryGb);
}

QString GpuModel::displayName() const
{
    return memoryGb > 0 ? QStringLiteral("%1 %2 GB").arg(name, memoryText(memoryGb)) : name;
}

GpuModel gpuModelOf(const GpuSpec &spec)
{
    QString name = spec.model;
    name.remove(memoryInName());
    return {name.simplified(), spec.memory.value()};
}

std::optional<GpuModel> parseGpuModel(const QString &text)
{
    QString name = text.simplified();
    if (name.isEmpty())
        return std::nullopt;
    double memory = 0;
    if (const auto m = memoryInName().match(name); m.hasMatch())
        memory = m.captured(1).toDouble();
    name.remove(memoryInName());
    name = name.simplified();
    if (name.isEmpty())
        return std::nullopt;
    return GpuModel {name, memory};
}

} // namespace rigsmith::core
