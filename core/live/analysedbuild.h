// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/builddocument.h"
#include "core/rules/ruleengine.h"

#include <QObject>

#include <functional>

namespace rigsmith::core {

// An open build as the window's views show it: the document's build analysed (power, thermals, lanes,
// cost, the workload's estimate) and judged by the rules once per change. Views follow it instead of
// analysing the build again, each reading what the change touched.
class AnalysedBuild : public QObject
{
    Q_OBJECT
public:
    explicit AnalysedBuild(BuildDocument *document, QObject *parent = nullptr);

    const BuildDocument *document() const { return mDocument; }
    const Build &build() const { return mDocument->build(); }
    const Analyses &analyses() const { return mAnalyses; }
    const Report &report() const { return mReport; }
    // Analyses the build again though it did not change: what its figures rest on did (exchange
    // rates, prices, the catalog).
    void reanalyse() { analyse(ChangeEvent {}); }
    // How many times the build was analysed (not again for a change of name or notes): a view can tell a
    // fresh analysis from one it has drawn.
    int generation() const { return mGeneration; }
    // A view follows this build: `show` now and after each analysis, while `context` lives. The
    // connection lets the view stop following when it turns to another build.
    QMetaObject::Connection follow(QObject *context, const std::function<void()> &show) const;

Q_SIGNALS:
    // The build was analysed anew after `event` changed it.
    void analysed(const rigsmith::core::ChangeEvent &event);

private:
    void analyse(const ChangeEvent &event);

    BuildDocument *mDocument;
    Analyses mAnalyses;
    Report mReport;
    int mGeneration = 0;
};

} // namespace rigsmith::core
