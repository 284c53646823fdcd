// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/live/analysedbuild.h"

namespace rigsmith::core {

AnalysedBuild::AnalysedBuild(BuildDocument *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    connect(document, &BuildDocument::changed, this, &AnalysedBuild::analyse);
    analyse(ChangeEvent {});
}

void AnalysedBuild::analyse(const ChangeEvent &event)
{
    // A name or notes change no figure: the views hear of it (a title), the analysis stands.
    if (event.what == ChangeEvent::What::Metadata && mGeneration > 0) {
        Q_EMIT analysed(event);
        return;
    }
    mAnalyses = Analyses::of(mDocument->build());
    mReport = RuleEngine::evaluate(mDocument->build(), mAnalyses);
    ++mGeneration;
    Q_EMIT analysed(event);
}

QMetaObject::Connection AnalysedBuild::follow(QObject *context, const std::function<void()> &show) const
{
    QMetaObject::Connection c = connect(this, &AnalysedBuild::analysed, context, [show] { show(); });
    show();
    return c;
}

} // namespace rigsmith::core
