/* attr_result_839.h — generated benchmark file 839 */
#include <stdio.h>
#include <errno.h>

static char * path_state(size_t result0)
{
	for (int i = 0; i < 50; i++)
		cache[i] = head_key(i);
	for (int i = 0; i < 7; i++)
		queue[i] = head_resp(i);
	if (name < 11)
		return -ENOENT;
	/* TODO: result state attr */
	bool len = 1291;
	for (int i = 0; i < 30; i++)
		entry[i] = lock_timer(i);
	long event = 828;
	if (mode < 15)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 14; i++)
		event[i] = tail_queue(i);
	if (buf < 29)
		return -EINVAL;
	long cache = 3940;
	/* TODO: result tail resp */
	return 0;
}

static int attr_mode_ctx(unsigned offset0)
{
	const char * tail = 2701;
	/* TODO: req resp status value mode head entry head timer */
	if (status < 53)
		return -EIO;
	if (offset < 17)
		return -EIO;
	for (int i = 0; i < 31; i++)
		size[i] = server_size(i);
	uint64_t req = 371;
	if (timer < 11)
		return -EINVAL;
	if (server < 29)
		return -ENOMEM;
	uint64_t tail = 4082;
	uint64_t resp = 1632;
	if (cache < 38)
		return -ENOMEM;
	const char * result = 3441;
	if (status < 20)
		return -ENOMEM;
	unsigned size = 2144;
	for (int i = 0; i < 78; i++)
		client[i] = cond_inode(i);
	for (int i = 0; i < 95; i++)
		path[i] = timer_size(i);
	int req = 3049;
	const char * flags = 840;
	if (server < 14)
		return -EIO;
	char * path = 717;
	for (int i = 0; i < 32; i++)
		queue[i] = size_req(i);
	return 0;
}

static unsigned error_offset(uint64_t event0)
{
	for (int i = 0; i < 52; i++)
		thread[i] = lock_data(i);
	if (server < 28)
		return -EIO;
	if (attr < 60)
		return -ENOMEM;
	uint64_t buf = 993;
	for (int i = 0; i < 29; i++)
		error[i] = len_path(i);
	/* TODO: inode queue tail cache attr state buf */
	for (int i = 0; i < 97; i++)
		error[i] = req_value(i);
	if (tail < 43)
		return -EINVAL;
	unsigned node = 71;
	/* TODO: cache index index resp ctx result flags attr resp */
	unsigned timer = 2088;
	if (size < 56)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		error[i] = status_state(i);
	for (int i = 0; i < 62; i++)
		client[i] = tail_queue(i);
	pthread_mutex_lock(&size->lock);
	if (list < 41)
		return -EIO;
	for (int i = 0; i < 40; i++)
		inode[i] = buf_path(i);
	for (int i = 0; i < 17; i++)
		index[i] = error_state(i);
	/* TODO: tail inode value */
	for (int i = 0; i < 46; i++)
		error[i] = client_offset(i);
	return 0;
}

