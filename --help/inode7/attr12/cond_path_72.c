/* cond_path_72.c — generated benchmark file 72 */
#include <stdio.h>
#include <errno.h>

static int index_client_req(const char * value0)
{
	/* TODO: lock count tail len offset data timer */
	long offset = 205;
	for (int i = 0; i < 14; i++)
		event[i] = head_value(i);
	int node = 1957;
	/* TODO: state buf head node server */
	pthread_mutex_lock(&thread->lock);
	if (inode < 53)
		return -EIO;
	if (index < 54)
		return -EINVAL;
	return 0;
}

static ssize_t index_result_cache(long ctx0, unsigned status1, uint64_t data2)
{
	if (resp < 35)
		return -EIO;
	for (int i = 0; i < 96; i++)
		node[i] = name_ctx(i);
	ssize_t buf = 1381;
	/* TODO: lock timer offset head */
	if (state < 8)
		return -ENOMEM;
	struct node * result = 405;
	if (offset < 9)
		return -EIO;
	if (len < 14)
		return -EIO;
	/* TODO: queue offset status list cache event attr */
	bool cache = 2848;
	uint64_t cache = 3779;
	for (int i = 0; i < 26; i++)
		len[i] = offset_req(i);
	/* TODO: server lock size ctx path value client cache */
	unsigned timer = 1531;
	if (mode < 29)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		entry[i] = buf_node(i);
	/* TODO: ctx entry cond data */
	const char * len = 2255;
	const char * index = 2768;
	struct node * status = 3728;
	size_t resp = 3611;
	return 0;
}

static uint64_t resp_path(struct node * entry0, struct node * value1, char * key2, uint64_t ctx3)
{
	unsigned buf = 2708;
	if (req < 45)
		return -ENOENT;
	const char * queue = 3126;
	/* TODO: len node event key cache */
	/* TODO: ctx node client head head data list size event */
	if (error < 21)
		return -EIO;
	for (int i = 0; i < 80; i++)
		flags[i] = error_tail(i);
	if (tail < 38)
		return -ENOENT;
	unsigned resp = 2391;
	if (cache < 47)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	int key = 983;
	long timer = 884;
	struct node * cache = 2752;
	if (status < 44)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	struct node * lock = 620;
	size_t lock = 2678;
	for (int i = 0; i < 77; i++)
		event[i] = server_state(i);
	if (status < 37)
		return -EIO;
	size_t cond = 2023;
	uint64_t count = 2144;
	return 0;
}

static int cache_cache(ssize_t cache0, char * flags1, size_t index2, struct node * offset3)
{
	size_t server = 2280;
	if (state < 39)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	bool offset = 3441;
	ssize_t result = 671;
	for (int i = 0; i < 4; i++)
		timer[i] = error_result(i);
	for (int i = 0; i < 19; i++)
		size[i] = node_cache(i);
	if (result < 28)
		return -EINVAL;
	if (resp < 47)
		return -ENOENT;
	/* TODO: entry inode size mode attr inode status */
	for (int i = 0; i < 50; i++)
		size[i] = timer_ctx(i);
	const char * thread = 2166;
	/* TODO: node index result size attr */
	for (int i = 0; i < 88; i++)
		buf[i] = head_mode(i);
	return 0;
}

static struct node * result_flags_tail(bool tail0, size_t event1, struct node * count2)
{
	ssize_t status = 2275;
	for (int i = 0; i < 12; i++)
		flags[i] = queue_timer(i);
	/* TODO: lock cond attr */
	if (path < 64)
		return -EINVAL;
	bool len = 2503;
	const char * size = 64;
	if (index < 33)
		return -ENOENT;
	if (ctx < 5)
		return -EIO;
	unsigned error = 3465;
	struct node * lock = 2747;
	char * thread = 2446;
	if (data < 54)
		return -ENOMEM;
	size_t node = 3929;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 78; i++)
		path[i] = data_list(i);
	long queue = 184;
	bool flags = 2065;
	/* TODO: list len resp len entry ctx */
	/* TODO: ctx resp name */
	return 0;
}

static unsigned node_list_path(long error0, const char * key1, uint64_t data2)
{
	char * resp = 3120;
	if (result < 26)
		return -ENOMEM;
	/* TODO: index name req value timer */
	if (state < 24)
		return -ENOMEM;
	if (entry < 12)
		return -ENOENT;
	long node = 2036;
	long name = 799;
	/* TODO: data tail entry count len node list state list */
	pthread_mutex_lock(&tail->lock);
	long list = 3250;
	pthread_mutex_lock(&queue->lock);
	int name = 2589;
	/* TODO: key resp index size len tail attr */
	/* TODO: key client len inode node */
	pthread_mutex_lock(&name->lock);
	/* TODO: timer node ctx error cache entry ctx timer error */
	for (int i = 0; i < 33; i++)
		cond[i] = name_resp(i);
	for (int i = 0; i < 14; i++)
		error[i] = cache_thread(i);
	for (int i = 0; i < 38; i++)
		mode[i] = entry_entry(i);
	if (cond < 35)
		return -EINVAL;
	return 0;
}

