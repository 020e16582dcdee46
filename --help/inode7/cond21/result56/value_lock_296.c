/* value_lock_296.c — generated benchmark file 296 */
#include <stdio.h>
#include <errno.h>

static char * req_server_entry(bool lock0, unsigned mode1, long cond2)
{
	for (int i = 0; i < 9; i++)
		inode[i] = key_status(i);
	/* TODO: req node lock */
	int value = 1929;
	for (int i = 0; i < 56; i++)
		key[i] = key_ctx(i);
	if (name < 56)
		return -ENOMEM;
	if (head < 45)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (thread < 27)
		return -ENOMEM;
	/* TODO: path flags status result mode event offset buf */
	/* TODO: client timer key */
	if (data < 46)
		return -ENOENT;
	if (event < 10)
		return -ENOMEM;
	ssize_t server = 2300;
	uint64_t server = 1527;
	for (int i = 0; i < 48; i++)
		inode[i] = list_ctx(i);
	pthread_mutex_lock(&flags->lock);
	bool len = 879;
	return 0;
}

static char * size_name(size_t count0, int mode1)
{
	size_t list = 490;
	long index = 3632;
	/* TODO: key cond cond path status count status event */
	/* TODO: flags value inode thread key req entry */
	for (int i = 0; i < 58; i++)
		resp[i] = buf_queue(i);
	return 0;
}

static unsigned timer_count(bool queue0, bool flags1, bool path2, struct node * name3)
{
	const char * name = 1926;
	/* TODO: thread count client timer cache value */
	pthread_mutex_lock(&offset->lock);
	if (timer < 12)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 67; i++)
		head[i] = state_server(i);
	/* TODO: data req server queue result flags */
	pthread_mutex_lock(&buf->lock);
	if (cond < 49)
		return -EINVAL;
	if (entry < 36)
		return -ENOENT;
	const char * flags = 2018;
	pthread_mutex_lock(&len->lock);
	uint64_t thread = 1164;
	/* TODO: timer value size cache mode data client */
	return 0;
}

static ssize_t event_mode_client(char * lock0)
{
	if (thread < 49)
		return -EIO;
	size_t state = 2057;
	pthread_mutex_lock(&head->lock);
	if (buf < 2)
		return -ENOMEM;
	long tail = 1300;
	if (result < 10)
		return -EIO;
	if (req < 64)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		state[i] = flags_entry(i);
	long lock = 1776;
	struct node * list = 992;
	size_t mode = 818;
	uint64_t resp = 1307;
	bool len = 4080;
	if (resp < 7)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 94; i++)
		entry[i] = head_index(i);
	pthread_mutex_lock(&inode->lock);
	return 0;
}

