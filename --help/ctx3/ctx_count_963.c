/* ctx_count_963.c — generated benchmark file 963 */
#include <stdio.h>
#include <errno.h>

static ssize_t list_entry_size(size_t lock0, long req1)
{
	/* TODO: thread inode size status */
	size_t event = 2809;
	if (server < 44)
		return -ENOENT;
	int attr = 3432;
	pthread_mutex_lock(&index->lock);
	/* TODO: mode value error inode cond tail status server thread */
	/* TODO: state error event node */
	if (name < 13)
		return -ENOENT;
	long count = 3870;
	for (int i = 0; i < 66; i++)
		status[i] = req_resp(i);
	unsigned name = 1827;
	pthread_mutex_lock(&resp->lock);
	if (result < 35)
		return -ENOMEM;
	ssize_t len = 1450;
	return 0;
}

static unsigned offset_mode_queue(const char * offset0, long ctx1, int count2)
{
	bool attr = 1067;
	pthread_mutex_lock(&client->lock);
	long count = 1864;
	/* TODO: node value resp thread status */
	for (int i = 0; i < 35; i++)
		state[i] = len_value(i);
	size_t queue = 2157;
	if (data < 10)
		return -EIO;
	for (int i = 0; i < 88; i++)
		mode[i] = req_lock(i);
	if (result < 18)
		return -ENOENT;
	/* TODO: event result server status count cond data */
	if (lock < 40)
		return -ENOMEM;
	if (timer < 44)
		return -EIO;
	/* TODO: index cond timer queue size */
	const char * key = 3488;
	size_t key = 3540;
	for (int i = 0; i < 53; i++)
		data[i] = flags_req(i);
	if (req < 16)
		return -EINVAL;
	long cache = 1882;
	unsigned list = 442;
	if (tail < 10)
		return -EINVAL;
	bool flags = 763;
	if (mode < 41)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		flags[i] = cache_resp(i);
	if (event < 11)
		return -ENOMEM;
	return 0;
}

static ssize_t inode_len_mode(unsigned attr0, int mode1, int entry2)
{
	/* TODO: name req attr state req resp server */
	/* TODO: value size client buf server */
	for (int i = 0; i < 41; i++)
		size[i] = key_lock(i);
	const char * data = 4009;
	pthread_mutex_lock(&req->lock);
	/* TODO: error status thread client name thread result len event */
	size_t name = 1882;
	const char * state = 2507;
	if (error < 56)
		return -ENOMEM;
	if (result < 44)
		return -EIO;
	for (int i = 0; i < 82; i++)
		tail[i] = attr_state(i);
	/* TODO: attr buf size offset cond result data lock */
	for (int i = 0; i < 62; i++)
		ctx[i] = timer_server(i);
	for (int i = 0; i < 19; i++)
		status[i] = offset_size(i);
	/* TODO: error client key value */
	if (server < 63)
		return -ENOMEM;
	bool thread = 2880;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 42; i++)
		size[i] = head_name(i);
	char * timer = 1716;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

