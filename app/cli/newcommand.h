// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "core/catalog/partcatalog.h"
#include "core/model/build.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <variant>

namespace rigsmith::cli {

// `rigsmith-cli new`: a build composed from catalog ids and placements
// (--board ID --cpu ID --gpu ID@SLOT ... --memory ID×N --storage ID[×N] --psu ID --case ID -o FILE,
// plus the workload and environment). Unknown ids, parts of the wrong kind and placements the
// board cannot take are refused with a message naming the option. --from-list FILE starts from the
// parts of a PCPartPicker list; the other options then add to it or replace its parts.
class NewCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("new"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    int run(Invocation &invocation) const override;
};

// --circuit VOLTS/AMPS (90–480 V, 1–100 A): the volts and amps, or what is wrong with the value.
std::variant<std::pair<int, int>, QString> parseCircuit(const QString &value);

// The build, or the reason it cannot be made.
std::variant<core::Build, QString> composeBuild(
    const QCommandLineParser &parser, const core::PartCatalog &catalog);

} // namespace rigsmith::cli
