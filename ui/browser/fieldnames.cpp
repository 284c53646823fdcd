// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldnames.h"

#include <QCoreApplication>
#include <QHash>

namespace rigsmith::ui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FieldNames)
};

} // namespace

QString fieldName(const QString &key)
{
    static const QHash<QString, const char *> names {
        {QStringLiteral("connectors"), QT_TRANSLATE_NOOP("FieldNames", "power connectors")},
        {QStringLiteral("efficiency"), QT_TRANSLATE_NOOP("FieldNames", "efficiency rating")},
        {QStringLiteral("tensorTflops"), QT_TRANSLATE_NOOP("FieldNames", "tensor TFLOPS")},
        {QStringLiteral("cooler"), QT_TRANSLATE_NOOP("FieldNames", "cooler type")},
        {QStringLiteral("expansionSlots"), QT_TRANSLATE_NOOP("FieldNames", "expansion slots")},
        {QStringLiteral("memoryGB"), QT_TRANSLATE_NOOP("FieldNames", "memory size")},
        {QStringLiteral("pcieLanes"), QT_TRANSLATE_NOOP("FieldNames", "PCIe lanes")},
        {QStringLiteral("sequentialReadMBs"), QT_TRANSLATE_NOOP("FieldNames", "read speed")},
        {QStringLiteral("slots"), QT_TRANSLATE_NOOP("FieldNames", "PCIe slot layout")},
        {QStringLiteral("tdpW"), QT_TRANSLATE_NOOP("FieldNames", "TDP")},
        {QStringLiteral("waterCooled"), QT_TRANSLATE_NOOP("FieldNames", "liquid cooling")},
    };
    const auto it = names.constFind(key);
    return it == names.constEnd() ? key : Text::tr(it.value());
}

QString fieldNames(const QStringList &keys)
{
    QStringList words;
    for (const QString &k : keys)
        words.append(fieldName(k));
    return words.join(Text::tr(", "));
}

} // namespace rigsmith::ui
