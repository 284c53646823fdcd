// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/builddocument.h"
#include "core/live/analysedbuild.h"

#include <QObject>
#include <QUuid>

namespace rigsmith::ui {

class BuildController;
class ChassisScene;

// One open build: its document and undo stack, the build analysed once per change (which the scene
// and the window's views follow), the controller and scene that edit and show it, the file it belongs
// to, and the id its autosave copy is kept under.
class BuildSession : public QObject
{
    Q_OBJECT
public:
    explicit BuildSession(QObject *parent = nullptr);

    core::BuildDocument *document() { return &mDocument; }
    core::AnalysedBuild *analysed() const { return mAnalysed; }
    BuildController *controller() const { return mController; }
    ChassisScene *scene() const { return mScene; }
    const QString &filePath() const { return mFilePath; }
    void setFilePath(const QString &path) { mFilePath = path; }
    const QUuid &autosaveId() const { return mAutosaveId; }
    void setAutosaveId(const QUuid &id) { mAutosaveId = id; }
    // The build's name, or its file's ("box.rigsmith"), or "Untitled".
    QString title() const;

private:
    core::BuildDocument mDocument;
    core::AnalysedBuild *mAnalysed;
    BuildController *mController;
    ChassisScene *mScene;
    QString mFilePath;
    QUuid mAutosaveId = QUuid::createUuid();
};

} // namespace rigsmith::ui
