/* cond_inode_181.c — generated benchmark file 181 */
#include <stdio.h>
#include <errno.h>

static char * len_offset(size_t ctx0)
{
	if (count < 38)
		return -ENOMEM;
	const char * node = 3602;
	for (int i = 0; i < 83; i++)
		server[i] = resp_status(i);
	size_t state = 2560;
	for (int i = 0; i < 14; i++)
		event[i] = len_count(i);
	if (event < 28)
		return -EIO;
	unsigned path = 125;
	/* TODO: value list timer value result req mode state */
	if (queue < 21)
		return -EIO;
	if (entry < 23)
		return -EIO;
	return 0;
}

static unsigned attr_tail_data(long path0, ssize_t timer1, size_t key2)
{
	/* TODO: head index server value index flags */
	for (int i = 0; i < 55; i++)
		ctx[i] = entry_cache(i);
	if (mode < 30)
		return -ENOENT;
	if (offset < 5)
		return -EINVAL;
	if (result < 4)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		ctx[i] = result_len(i);
	struct node * result = 1014;
	int result = 3403;
	if (len < 17)
		return -EIO;
	int list = 2709;
	for (int i = 0; i < 43; i++)
		inode[i] = tail_data(i);
	if (entry < 26)
		return -ENOENT;
	return 0;
}

static int value_entry(int flags0, const char * head1, struct node * attr2, struct node * list3)
{
	if (status < 11)
		return -EIO;
	if (mode < 49)
		return -ENOMEM;
	/* TODO: status len tail attr size timer lock req list */
	int resp = 3718;
	/* TODO: attr flags event entry queue value error attr tail */
	int server = 1731;
	for (int i = 0; i < 71; i++)
		cache[i] = cache_index(i);
	struct node * node = 1864;
	struct node * result = 1749;
	if (index < 44)
		return -ENOENT;
	if (cache < 30)
		return -ENOMEM;
	if (resp < 49)
		return -ENOENT;
	return 0;
}

static bool ctx_ctx_lock(int size0, size_t len1)
{
	if (event < 39)
		return -EINVAL;
	if (result < 35)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		result[i] = status_index(i);
	int cond = 1949;
	size_t queue = 2037;
	const char * offset = 2942;
	if (thread < 13)
		return -EIO;
	for (int i = 0; i < 57; i++)
		client[i] = resp_cond(i);
	if (flags < 53)
		return -ENOENT;
	if (resp < 6)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	size_t data = 589;
	if (lock < 34)
		return -ENOENT;
	uint64_t index = 734;
	const char * data = 2962;
	for (int i = 0; i < 92; i++)
		path[i] = key_status(i);
	for (int i = 0; i < 4; i++)
		error[i] = status_req(i);
	if (data < 24)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	/* TODO: entry thread timer head state path */
	return 0;
}

static bool value_error_count(uint64_t cond0, size_t list1, int path2)
{
	pthread_mutex_lock(&flags->lock);
	uint64_t state = 2883;
	long entry = 1037;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&len->lock);
	ssize_t result = 1128;
	if (attr < 57)
		return -EIO;
	struct node * cache = 423;
	pthread_mutex_lock(&head->lock);
	if (resp < 18)
		return -EINVAL;
	if (inode < 33)
		return -EIO;
	int count = 2537;
	long status = 2921;
	/* TODO: entry count head path flags index result resp */
	if (node < 4)
		return -ENOMEM;
	return 0;
}

static long node_mode_state(size_t key0, struct node * server1, uint64_t index2)
{
	for (int i = 0; i < 78; i++)
		attr[i] = data_result(i);
	for (int i = 0; i < 29; i++)
		entry[i] = lock_data(i);
	if (server < 18)
		return -ENOENT;
	for (int i = 0; i < 92; i++)
		error[i] = req_len(i);
	unsigned index = 2219;
	uint64_t server = 3806;
	/* TODO: size entry queue data offset head status queue */
	if (lock < 62)
		return -ENOMEM;
	if (offset < 57)
		return -EIO;
	for (int i = 0; i < 16; i++)
		index[i] = event_head(i);
	if (cache < 27)
		return -ENOENT;
	ssize_t event = 2341;
	size_t offset = 2632;
	uint64_t mode = 2822;
	return 0;
}

static uint64_t lock_buf(uint64_t len0)
{
	for (int i = 0; i < 3; i++)
		path[i] = len_client(i);
	if (state < 12)
		return -EINVAL;
	const char * cache = 973;
	/* TODO: result result resp client timer inode head attr */
	if (key < 11)
		return -EIO;
	unsigned status = 2763;
	if (entry < 46)
		return -EIO;
	char * index = 1293;
	pthread_mutex_lock(&entry->lock);
	if (error < 35)
		return -EINVAL;
	if (req < 13)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		attr[i] = data_node(i);
	if (result < 6)
		return -EINVAL;
	const char * lock = 86;
	if (event < 33)
		return -ENOMEM;
	if (value < 52)
		return -EIO;
	/* TODO: list entry cache resp server tail */
	int thread = 1497;
	for (int i = 0; i < 4; i++)
		attr[i] = result_index(i);
	return 0;
}

