// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildsession.h"

#include "ui/chassis/buildcontroller.h"
#include "ui/chassis/chassisscene.h"

#include <QFileInfo>

namespace rigsmith::ui {

BuildSession::BuildSession(QObject *parent)
    : QObject(parent)
    , mController(new BuildController(&mDocument, this))
    , mScene(new ChassisScene(mController, this))
{
}

QString BuildSession::title() const
{
    if (!mFilePath.isEmpty())
        return QFileInfo(mFilePath).fileName();
    return mDocument.build().name.isEmpty() ? tr("Untitled") : mDocument.build().name;
}

} // namespace rigsmith::ui
