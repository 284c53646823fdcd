// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QDateTime>
#include <QObject>
#include <QUuid>

class QTimer;

namespace rigsmith::ui {

class BuildSession;

// Keeps a copy of every open build with unsaved changes in the user's data folder: every minute
// and whenever a build's undo stack leaves its saved state. The copy goes when the build is saved
// or closed; copies left behind by a crash are offered for recovery at the next start. The user's
// own file is never written by it.
class Autosaver : public QObject
{
    Q_OBJECT
public:
    explicit Autosaver(QString folder, QObject *parent = nullptr);
    // <user data folder>/autosave
    static QString defaultFolder();

    void watch(BuildSession *session);
    void forget(BuildSession *session); // saved or closed: its copy goes
    bool saveNow(BuildSession *session);
    void saveAll();

    struct Recovery
    {
        QUuid id;
        QString originalPath; // the file the build belonged to, if any
        QDateTime savedAt;
        core::Build build;
        // Not empty when the copy cannot be read: why, with its full path. `build` is then empty.
        QString error;
        QString copyPath;
    };
    // Copies that no watched session owns: what a crashed run left, readable or not (none is
    // skipped in silence).
    QList<Recovery> pending() const;
    void discard(const QUuid &id);
    // Keeps an unreadable copy under "<id>.rigsmith.unreadable" beside the others, so it is
    // reported once and never deleted; returns the new path.
    QString setAside(const QUuid &id);
    const QString &folder() const { return mFolder; }

private:
    QString copyPath(const QUuid &id) const;
    QString metaPath(const QUuid &id) const;

    QString mFolder;
    QList<BuildSession *> mSessions;
    QTimer *mTimer;
};

} // namespace rigsmith::ui
