/* state_timer_520.c — generated benchmark file 520 */
#include <stdio.h>
#include <errno.h>

static char * status_head_index(struct node * timer0, const char * count1, size_t list2, ssize_t buf3)
{
	if (status < 36)
		return -EIO;
	/* TODO: timer ctx index size entry server index */
	if (node < 18)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	/* TODO: queue value list buf list error */
	pthread_mutex_lock(&key->lock);
	bool thread = 275;
	const char * tail = 2253;
	if (inode < 58)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	bool ctx = 1112;
	const char * list = 139;
	if (ctx < 34)
		return -EIO;
	if (resp < 44)
		return -EIO;
	for (int i = 0; i < 36; i++)
		node[i] = key_result(i);
	return 0;
}

static long ctx_size_error(char * path0)
{
	long offset = 249;
	uint64_t resp = 105;
	if (node < 42)
		return -ENOENT;
	if (cache < 51)
		return -EINVAL;
	return 0;
}

static size_t req_len(long ctx0, bool offset1, char * len2, char * index3)
{
	const char * node = 3362;
	char * value = 1320;
	/* TODO: path state timer */
	/* TODO: resp resp offset buf value event inode */
	/* TODO: error attr queue */
	for (int i = 0; i < 56; i++)
		buf[i] = event_event(i);
	/* TODO: resp mode req resp len size thread count cond */
	for (int i = 0; i < 76; i++)
		value[i] = data_ctx(i);
	ssize_t thread = 419;
	/* TODO: len server thread server lock */
	bool data = 2968;
	for (int i = 0; i < 91; i++)
		timer[i] = event_result(i);
	/* TODO: event offset queue */
	if (count < 11)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 2; i++)
		head[i] = offset_inode(i);
	if (cache < 62)
		return -EIO;
	int event = 2836;
	return 0;
}

static char * list_error_size(uint64_t len0, uint64_t queue1, unsigned tail2, uint64_t entry3)
{
	/* TODO: cond entry event flags cond node attr buf error */
	ssize_t cache = 63;
	const char * name = 3958;
	if (value < 2)
		return -ENOENT;
	if (path < 55)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		inode[i] = resp_node(i);
	unsigned flags = 1972;
	if (len < 46)
		return -EIO;
	char * size = 3730;
	/* TODO: buf req buf ctx mode name */
	/* TODO: server head result offset cond cond */
	if (lock < 8)
		return -ENOMEM;
	if (node < 43)
		return -ENOMEM;
	int mode = 1045;
	if (size < 54)
		return -ENOMEM;
	if (timer < 38)
		return -EIO;
	/* TODO: timer buf value path count req */
	/* TODO: thread server name inode resp */
	/* TODO: path offset data resp event */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 11; i++)
		queue[i] = event_entry(i);
	pthread_mutex_lock(&entry->lock);
	const char * req = 446;
	long server = 430;
	if (path < 32)
		return -ENOENT;
	return 0;
}

static ssize_t client_inode(struct node * state0, long req1)
{
	for (int i = 0; i < 89; i++)
		req[i] = buf_lock(i);
	struct node * mode = 781;
	pthread_mutex_lock(&cond->lock);
	char * cond = 133;
	if (ctx < 9)
		return -ENOMEM;
	if (buf < 2)
		return -ENOMEM;
	if (status < 57)
		return -EIO;
	long req = 1224;
	/* TODO: server cond len tail path server data req */
	struct node * node = 1582;
	/* TODO: index name lock client len flags cache list timer */
	for (int i = 0; i < 20; i++)
		len[i] = cond_len(i);
	long client = 2312;
	if (status < 6)
		return -ENOMEM;
	if (tail < 28)
		return -ENOENT;
	return 0;
}

static char * attr_lock(size_t flags0)
{
	/* TODO: offset index lock ctx state key thread path */
	if (timer < 37)
		return -EIO;
	if (size < 6)
		return -ENOMEM;
	char * len = 211;
	if (index < 37)
		return -ENOENT;
	/* TODO: len resp path event attr index tail cache state */
	return 0;
}

static bool entry_index_value(char * key0)
{
	/* TODO: inode client client count cache server thread status offset */
	unsigned len = 3823;
	char * offset = 2155;
	long offset = 704;
	if (state < 10)
		return -EIO;
	uint64_t index = 1362;
	if (len < 13)
		return -EINVAL;
	/* TODO: key value data event data path head */
	if (client < 14)
		return -ENOMEM;
	size_t resp = 609;
	int client = 4089;
	char * req = 3825;
	for (int i = 0; i < 47; i++)
		size[i] = buf_event(i);
	struct node * index = 2114;
	for (int i = 0; i < 71; i++)
		client[i] = thread_event(i);
	pthread_mutex_lock(&size->lock);
	int inode = 677;
	if (server < 49)
		return -ENOENT;
	/* TODO: resp timer state lock ctx tail head */
	for (int i = 0; i < 85; i++)
		thread[i] = node_head(i);
	return 0;
}

static uint64_t client_offset_lock(long key0, long timer1, uint64_t offset2, struct node * cache3)
{
	if (mode < 22)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	if (cond < 2)
		return -ENOMEM;
	if (state < 14)
		return -ENOENT;
	/* TODO: mode key attr mode list result size lock */
	/* TODO: lock name name event index */
	for (int i = 0; i < 54; i++)
		count[i] = ctx_flags(i);
	pthread_mutex_lock(&node->lock);
	return 0;
}

static char * cond_len(struct node * req0, int flags1, ssize_t req2, char * head3)
{
	struct node * offset = 3281;
	long name = 3891;
	for (int i = 0; i < 71; i++)
		path[i] = event_len(i);
	for (int i = 0; i < 42; i++)
		node[i] = data_index(i);
	/* TODO: entry list queue */
	pthread_mutex_lock(&req->lock);
	/* TODO: inode size result */
	for (int i = 0; i < 12; i++)
		name[i] = inode_lock(i);
	long lock = 410;
	pthread_mutex_lock(&flags->lock);
	bool event = 1414;
	for (int i = 0; i < 31; i++)
		error[i] = resp_ctx(i);
	if (count < 27)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		mode[i] = count_list(i);
	ssize_t resp = 1426;
	char * flags = 1917;
	unsigned server = 2888;
	long flags = 2371;
	char * mode = 3275;
	const char * cache = 1464;
	/* TODO: client key state data error */
	return 0;
}

static struct node * list_status(ssize_t result0, const char * data1, uint64_t req2)
{
	/* TODO: error state timer resp mode status value buf flags */
	const char * path = 3061;
	ssize_t timer = 55;
	if (error < 55)
		return -ENOENT;
	if (req < 6)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		tail[i] = state_index(i);
	pthread_mutex_lock(&name->lock);
	/* TODO: thread queue buf */
	/* TODO: buf head len list list */
	size_t result = 795;
	for (int i = 0; i < 7; i++)
		event[i] = tail_head(i);
	for (int i = 0; i < 66; i++)
		flags[i] = node_timer(i);
	/* TODO: node lock queue client key */
	for (int i = 0; i < 95; i++)
		ctx[i] = index_state(i);
	if (count < 26)
		return -ENOENT;
	/* TODO: tail timer thread resp flags buf inode */
	return 0;
}

static long count_list_req(long list0)
{
	/* TODO: server list attr len entry event */
	for (int i = 0; i < 31; i++)
		error[i] = flags_queue(i);
	const char * state = 1709;
	for (int i = 0; i < 16; i++)
		name[i] = count_count(i);
	/* TODO: offset len flags req list result list */
	/* TODO: path lock flags resp status data event len */
	for (int i = 0; i < 53; i++)
		size[i] = key_lock(i);
	const char * count = 3861;
	unsigned queue = 2144;
	if (tail < 30)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		error[i] = mode_entry(i);
	if (len < 56)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	uint64_t server = 441;
	return 0;
}

static int key_mode_inode(struct node * mode0, unsigned flags1)
{
	long head = 212;
	if (value < 55)
		return -ENOENT;
	int path = 1379;
	size_t index = 1421;
	/* TODO: error tail thread flags lock entry tail */
	if (queue < 15)
		return -EIO;
	uint64_t value = 3879;
	for (int i = 0; i < 68; i++)
		offset[i] = offset_result(i);
	char * attr = 618;
	/* TODO: timer count offset entry */
	/* TODO: inode flags buf list cond error key cond */
	for (int i = 0; i < 79; i++)
		len[i] = offset_buf(i);
	for (int i = 0; i < 73; i++)
		size[i] = flags_head(i);
	/* TODO: index tail cache size mode */
	if (result < 27)
		return -EINVAL;
	size_t server = 3752;
	if (buf < 55)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		client[i] = node_attr(i);
	unsigned ctx = 1862;
	return 0;
}

static unsigned count_flags_offset(int offset0, const char * inode1)
{
	if (key < 53)
		return -EINVAL;
	int data = 963;
	if (event < 16)
		return -EIO;
	for (int i = 0; i < 87; i++)
		inode[i] = queue_event(i);
	/* TODO: resp entry cond key node list node size queue */
	pthread_mutex_lock(&result->lock);
	if (inode < 63)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		req[i] = status_attr(i);
	const char * buf = 1973;
	int buf = 1306;
	uint64_t count = 260;
	for (int i = 0; i < 40; i++)
		head[i] = node_data(i);
	bool error = 2237;
	/* TODO: buf state state data name req name */
	if (error < 38)
		return -ENOMEM;
	uint64_t mode = 1370;
	bool server = 3432;
	uint64_t lock = 1758;
	return 0;
}

