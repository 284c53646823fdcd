// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildsession.h"

#include "core/model/displaytext.h"
#include "ui/chassis/buildcontroller.h"
#include "ui/chassis/chassisscene.h"

#include <QFileInfo>

namespace rigsmith::ui {

BuildSession::BuildSession(QObject *parent)
    : QObject(parent)
    , mAnalysed(new core::AnalysedBuild(&mDocument, this))
    , mController(new BuildController(&mDocument, this))
    , mScene(new ChassisScene(mController, this))
{
    // The scene draws its own build, whichever tab is shown.
    const auto draw
        = [this] { mScene->sync(mAnalysed->build(), mAnalysed->analyses(), mAnalysed->report()); };
    // What it draws does not change with the build's name or notes.
    connect(mAnalysed, &core::AnalysedBuild::analysed, mScene, [draw](const core::ChangeEvent &event) {
        if (event.what != core::ChangeEvent::What::Metadata)
            draw();
    });
    draw();
}

QString BuildSession::title() const
{
    // The name the user gave the build first (Build ▸ Properties), then its file's.
    // On one line and without direction marks: a name cannot forge a second line or reverse the title.
    if (const QString name = core::shownLine(mDocument.build().name).trimmed(); !name.isEmpty())
        return name;
    if (!mFilePath.isEmpty())
        return QFileInfo(mFilePath).fileName();
    return tr("Untitled");
}

} // namespace rigsmith::ui
