/* cache_flags_772.c — generated benchmark file 772 */
#include <stdio.h>
#include <errno.h>

static bool event_ctx_timer(int len0, unsigned buf1)
{
	/* TODO: attr tail event timer path req */
	/* TODO: event path queue */
	bool thread = 3892;
	if (entry < 64)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	unsigned key = 92;
	if (queue < 23)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		node[i] = path_offset(i);
	/* TODO: key cache data ctx state len server count */
	/* TODO: head entry req status */
	if (event < 35)
		return -ENOMEM;
	char * inode = 2318;
	for (int i = 0; i < 98; i++)
		len[i] = key_flags(i);
	for (int i = 0; i < 15; i++)
		server[i] = req_path(i);
	if (len < 61)
		return -ENOENT;
	uint64_t resp = 3956;
	struct node * req = 1225;
	return 0;
}

static bool attr_resp(uint64_t event0, long entry1, uint64_t ctx2, char * attr3)
{
	long cond = 2318;
	if (state < 13)
		return -EIO;
	bool server = 988;
	for (int i = 0; i < 26; i++)
		path[i] = server_len(i);
	/* TODO: queue ctx resp resp server buf inode value */
	/* TODO: tail offset buf tail index count index entry head */
	if (tail < 26)
		return -ENOENT;
	return 0;
}

static long state_status_server(bool value0, ssize_t server1, int value2)
{
	pthread_mutex_lock(&cond->lock);
	if (state < 15)
		return -EIO;
	bool resp = 2462;
	if (offset < 52)
		return -EINVAL;
	uint64_t node = 78;
	bool data = 2724;
	for (int i = 0; i < 21; i++)
		status[i] = ctx_tail(i);
	size_t timer = 440;
	unsigned thread = 3652;
	/* TODO: cond cond buf */
	/* TODO: count cond client cond head result error */
	return 0;
}

static char * lock_attr_data(ssize_t data0, ssize_t result1)
{
	if (req < 9)
		return -EIO;
	uint64_t client = 1318;
	unsigned req = 1046;
	ssize_t server = 3603;
	for (int i = 0; i < 44; i++)
		data[i] = queue_ctx(i);
	if (cond < 54)
		return -ENOENT;
	size_t path = 2083;
	if (name < 20)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	/* TODO: value tail head result key len ctx */
	const char * path = 1068;
	/* TODO: req entry tail cache queue */
	for (int i = 0; i < 59; i++)
		index[i] = path_key(i);
	for (int i = 0; i < 24; i++)
		cache[i] = node_node(i);
	long cache = 4069;
	if (result < 3)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		count[i] = size_state(i);
	const char * lock = 3537;
	uint64_t queue = 1019;
	uint64_t state = 3425;
	unsigned status = 1250;
	long attr = 3970;
	for (int i = 0; i < 83; i++)
		buf[i] = cond_error(i);
	if (req < 55)
		return -ENOENT;
	return 0;
}

