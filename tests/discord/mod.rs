//! The real Discord front end against the fake Discord (REST + gateway on 127.0.0.1).

mod activity;
mod daily;
mod deadlines;
mod e2e;
mod home;
mod install;
mod languages;
mod learn;
mod live_board;
mod openapi;
mod picker;
mod private_chats;
mod servers;
mod settings;
mod slow_discord;
mod tournaments;
