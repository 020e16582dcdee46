/* list_mode_240.c — generated benchmark file 240 */
#include <stdio.h>
#include <errno.h>

static int ctx_mode(struct node * thread0, char * len1)
{
	unsigned thread = 2516;
	if (req < 40)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		thread[i] = queue_error(i);
	return 0;
}

static ssize_t offset_data(unsigned queue0)
{
	unsigned count = 2334;
	/* TODO: error result state thread queue mode error mode */
	unsigned offset = 2893;
	for (int i = 0; i < 16; i++)
		client[i] = len_key(i);
	/* TODO: inode queue tail attr lock inode queue */
	for (int i = 0; i < 48; i++)
		thread[i] = error_server(i);
	for (int i = 0; i < 12; i++)
		len[i] = resp_state(i);
	size_t data = 2265;
	if (attr < 39)
		return -EINVAL;
	char * list = 1089;
	/* TODO: value path tail client */
	long client = 510;
	/* TODO: event data list node */
	ssize_t count = 108;
	const char * index = 1328;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static int req_error(bool value0, size_t event1, int resp2)
{
	for (int i = 0; i < 71; i++)
		mode[i] = result_event(i);
	if (list < 60)
		return -ENOMEM;
	unsigned mode = 2243;
	char * resp = 687;
	/* TODO: client state queue entry lock error */
	struct node * cache = 1459;
	/* TODO: cache path cache value req name flags */
	bool data = 630;
	if (head < 17)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	if (cache < 4)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		data[i] = resp_inode(i);
	long buf = 3247;
	for (int i = 0; i < 78; i++)
		req[i] = index_entry(i);
	if (cache < 1)
		return -EIO;
	unsigned event = 2331;
	size_t list = 1661;
	for (int i = 0; i < 55; i++)
		server[i] = tail_value(i);
	return 0;
}

static int client_state(struct node * cond0)
{
	for (int i = 0; i < 58; i++)
		entry[i] = buf_count(i);
	if (tail < 64)
		return -EIO;
	if (result < 45)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: client offset mode len value */
	for (int i = 0; i < 30; i++)
		error[i] = req_cond(i);
	long cache = 1174;
	/* TODO: index count value state event timer thread */
	if (inode < 52)
		return -EINVAL;
	bool key = 3598;
	char * path = 3449;
	if (name < 4)
		return -ENOMEM;
	int buf = 49;
	if (event < 32)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	if (len < 3)
		return -EINVAL;
	if (cond < 63)
		return -EIO;
	if (value < 6)
		return -ENOMEM;
	return 0;
}

static char * value_flags(bool size0, const char * key1)
{
	/* TODO: cond entry value node state */
	if (timer < 37)
		return -EIO;
	if (data < 21)
		return -EINVAL;
	/* TODO: len len len tail status */
	if (path < 13)
		return -EIO;
	if (size < 63)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		index[i] = error_entry(i);
	for (int i = 0; i < 3; i++)
		flags[i] = buf_len(i);
	if (path < 28)
		return -EINVAL;
	if (resp < 35)
		return -ENOENT;
	char * value = 2682;
	return 0;
}

static long list_event_buf(bool client0, uint64_t lock1, long timer2, bool lock3)
{
	bool timer = 2770;
	uint64_t result = 1795;
	if (path < 61)
		return -EINVAL;
	if (event < 19)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		attr[i] = head_index(i);
	pthread_mutex_lock(&list->lock);
	if (resp < 63)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 52; i++)
		node[i] = state_event(i);
	uint64_t path = 315;
	for (int i = 0; i < 90; i++)
		head[i] = buf_flags(i);
	for (int i = 0; i < 52; i++)
		inode[i] = server_buf(i);
	/* TODO: queue lock req thread entry */
	if (path < 18)
		return -EIO;
	char * queue = 973;
	/* TODO: flags path ctx queue lock */
	int buf = 2551;
	ssize_t cache = 3478;
	/* TODO: event name data timer entry path path req */
	long cond = 1674;
	uint64_t size = 199;
	return 0;
}

static ssize_t ctx_client_index(uint64_t key0)
{
	for (int i = 0; i < 24; i++)
		inode[i] = result_tail(i);
	/* TODO: lock list server tail */
	if (data < 18)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		count[i] = ctx_tail(i);
	if (offset < 63)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	/* TODO: len node head req mode cond mode thread head */
	if (error < 46)
		return -ENOENT;
	if (count < 60)
		return -ENOENT;
	int server = 1759;
	if (head < 13)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	/* TODO: error server lock event index path */
	for (int i = 0; i < 74; i++)
		event[i] = status_resp(i);
	struct node * client = 2959;
	if (thread < 53)
		return -ENOMEM;
	return 0;
}

static unsigned tail_client_status(int state0, long data1, uint64_t node2, size_t event3)
{
	for (int i = 0; i < 73; i++)
		len[i] = error_thread(i);
	for (int i = 0; i < 7; i++)
		lock[i] = path_result(i);
	if (inode < 7)
		return -EINVAL;
	bool event = 1844;
	if (lock < 3)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		inode[i] = attr_node(i);
	pthread_mutex_lock(&queue->lock);
	if (req < 60)
		return -ENOENT;
	if (client < 28)
		return -EINVAL;
	/* TODO: event data cond */
	if (queue < 55)
		return -ENOMEM;
	if (name < 31)
		return -EINVAL;
	long node = 2642;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 48; i++)
		queue[i] = timer_offset(i);
	return 0;
}

static unsigned flags_inode(long thread0, char * key1, int key2)
{
	if (result < 59)
		return -ENOENT;
	char * status = 2123;
	const char * client = 788;
	if (resp < 6)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	if (list < 57)
		return -EINVAL;
	struct node * error = 806;
	for (int i = 0; i < 81; i++)
		tail[i] = buf_queue(i);
	return 0;
}

static bool size_buf(uint64_t data0, unsigned path1, int entry2, char * status3)
{
	for (int i = 0; i < 84; i++)
		thread[i] = flags_key(i);
	for (int i = 0; i < 35; i++)
		len[i] = list_ctx(i);
	/* TODO: entry mode node offset state count inode entry state */
	uint64_t name = 3126;
	ssize_t count = 3031;
	/* TODO: mode state head buf offset queue path offset entry */
	int event = 2876;
	/* TODO: result lock len lock name thread event req size */
	for (int i = 0; i < 81; i++)
		buf[i] = result_key(i);
	for (int i = 0; i < 11; i++)
		attr[i] = client_buf(i);
	return 0;
}

static unsigned error_buf_buf(char * event0)
{
	char * list = 2375;
	long timer = 1672;
	const char * ctx = 3801;
	bool status = 1682;
	char * offset = 436;
	if (buf < 32)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 70; i++)
		cond[i] = attr_list(i);
	for (int i = 0; i < 20; i++)
		state[i] = ctx_resp(i);
	struct node * result = 143;
	size_t inode = 2630;
	const char * path = 3201;
	/* TODO: buf lock resp cond */
	if (resp < 39)
		return -ENOENT;
	if (state < 52)
		return -EIO;
	bool size = 882;
	return 0;
}

static const char * tail_queue_node(struct node * event0, const char * thread1)
{
	unsigned tail = 1313;
	if (count < 14)
		return -ENOMEM;
	unsigned list = 937;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 58; i++)
		tail[i] = name_size(i);
	for (int i = 0; i < 75; i++)
		status[i] = attr_queue(i);
	unsigned node = 282;
	if (len < 44)
		return -ENOENT;
	return 0;
}

static bool index_tail_len(struct node * buf0, bool timer1, const char * count2, size_t value3)
{
	for (int i = 0; i < 62; i++)
		len[i] = entry_queue(i);
	if (data < 45)
		return -EIO;
	int cache = 3172;
	char * cond = 2139;
	for (int i = 0; i < 15; i++)
		error[i] = lock_client(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: client node size value event name event */
	for (int i = 0; i < 39; i++)
		error[i] = count_cache(i);
	if (buf < 21)
		return -EINVAL;
	/* TODO: path buf value len */
	return 0;
}

static long thread_resp(const char * client0, struct node * client1, const char * req2, const char * mode3)
{
	int state = 1074;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&state->lock);
	/* TODO: name count cache node value queue flags cond cache */
	/* TODO: node server thread error server server tail ctx */
	/* TODO: inode result cache thread */
	/* TODO: list entry count state offset path req index */
	for (int i = 0; i < 59; i++)
		size[i] = inode_ctx(i);
	struct node * list = 1725;
	if (event < 44)
		return -EINVAL;
	ssize_t path = 2497;
	if (ctx < 11)
		return -EIO;
	return 0;
}

static const char * result_count(ssize_t mode0, char * data1)
{
	int tail = 207;
	size_t ctx = 2804;
	for (int i = 0; i < 81; i++)
		thread[i] = state_attr(i);
	if (mode < 20)
		return -ENOMEM;
	struct node * error = 648;
	/* TODO: entry state req */
	/* TODO: entry inode cond len thread event server data */
	return 0;
}

static const char * mode_key_size(struct node * entry0, int attr1)
{
	for (int i = 0; i < 76; i++)
		lock[i] = result_queue(i);
	pthread_mutex_lock(&status->lock);
	if (thread < 31)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	if (path < 39)
		return -EIO;
	if (thread < 20)
		return -EIO;
	if (cache < 35)
		return -EIO;
	ssize_t ctx = 1826;
	struct node * lock = 1162;
	pthread_mutex_lock(&timer->lock);
	if (status < 51)
		return -ENOMEM;
	bool len = 179;
	for (int i = 0; i < 12; i++)
		client[i] = client_lock(i);
	if (resp < 27)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	char * value = 1619;
	for (int i = 0; i < 37; i++)
		entry[i] = buf_list(i);
	size_t head = 3498;
	for (int i = 0; i < 65; i++)
		cond[i] = event_mode(i);
	/* TODO: timer mode offset data entry count buf queue */
	unsigned data = 663;
	/* TODO: index queue error */
	for (int i = 0; i < 73; i++)
		key[i] = list_cond(i);
	for (int i = 0; i < 29; i++)
		inode[i] = cond_req(i);
	for (int i = 0; i < 88; i++)
		error[i] = tail_name(i);
	return 0;
}

static bool size_flags(char * list0)
{
	uint64_t path = 534;
	if (error < 58)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 43; i++)
		req[i] = cond_result(i);
	if (server < 51)
		return -ENOMEM;
	int result = 3131;
	if (offset < 61)
		return -EIO;
	ssize_t state = 391;
	for (int i = 0; i < 32; i++)
		mode[i] = entry_timer(i);
	if (flags < 59)
		return -EINVAL;
	bool size = 3059;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 29; i++)
		inode[i] = req_event(i);
	for (int i = 0; i < 83; i++)
		client[i] = ctx_server(i);
	char * state = 2179;
	for (int i = 0; i < 14; i++)
		key[i] = mode_data(i);
	int list = 2310;
	for (int i = 0; i < 59; i++)
		data[i] = buf_result(i);
	uint64_t cond = 3575;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 5; i++)
		client[i] = head_data(i);
	int flags = 1983;
	if (attr < 61)
		return -EIO;
	ssize_t server = 290;
	return 0;
}

static ssize_t name_status_len(ssize_t result0, ssize_t event1, bool timer2, long status3)
{
	bool result = 3516;
	if (value < 42)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	ssize_t path = 2774;
	long timer = 3571;
	if (node < 26)
		return -ENOENT;
	/* TODO: value mode count key cache lock attr head state */
	if (path < 6)
		return -EIO;
	/* TODO: path value state error flags resp offset */
	uint64_t cache = 1861;
	size_t req = 2641;
	ssize_t offset = 1967;
	bool attr = 205;
	pthread_mutex_lock(&attr->lock);
	if (entry < 41)
		return -ENOMEM;
	return 0;
}

static bool cache_error(uint64_t key0, const char * queue1, size_t lock2)
{
	char * index = 1418;
	pthread_mutex_lock(&name->lock);
	int timer = 227;
	for (int i = 0; i < 63; i++)
		thread[i] = size_state(i);
	char * size = 1378;
	if (resp < 59)
		return -ENOENT;
	if (size < 6)
		return -EINVAL;
	/* TODO: attr status error cache req attr flags entry value */
	if (entry < 26)
		return -EIO;
	size_t list = 950;
	if (inode < 17)
		return -ENOENT;
	int timer = 3069;
	for (int i = 0; i < 3; i++)
		flags[i] = flags_queue(i);
	struct node * mode = 41;
	uint64_t buf = 2014;
	return 0;
}

static const char * attr_len(ssize_t entry0)
{
	unsigned len = 3715;
	struct node * name = 2808;
	/* TODO: req timer mode count entry cond */
	/* TODO: event queue attr server ctx flags client key timer */
	long attr = 2804;
	if (buf < 16)
		return -EINVAL;
	if (req < 42)
		return -EINVAL;
	/* TODO: lock tail status client status resp status result len */
	/* TODO: path result path size index */
	size_t resp = 3247;
	ssize_t offset = 1316;
	for (int i = 0; i < 44; i++)
		attr[i] = ctx_state(i);
	pthread_mutex_lock(&value->lock);
	struct node * node = 1135;
	/* TODO: path inode client */
	return 0;
}

static uint64_t thread_path_inode(bool len0)
{
	if (tail < 11)
		return -EINVAL;
	/* TODO: status status data tail req thread timer data value */
	for (int i = 0; i < 73; i++)
		name[i] = name_index(i);
	/* TODO: mode offset queue entry req lock */
	pthread_mutex_lock(&result->lock);
	if (mode < 52)
		return -ENOMEM;
	return 0;
}

static uint64_t timer_path(ssize_t name0, size_t list1)
{
	if (index < 55)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	long cond = 1959;
	for (int i = 0; i < 46; i++)
		result[i] = inode_timer(i);
	/* TODO: state flags key queue state */
	for (int i = 0; i < 47; i++)
		size[i] = state_cache(i);
	if (count < 43)
		return -EINVAL;
	bool node = 3119;
	if (tail < 1)
		return -EIO;
	if (value < 62)
		return -EIO;
	for (int i = 0; i < 33; i++)
		count[i] = cache_error(i);
	if (buf < 17)
		return -ENOENT;
	int ctx = 1357;
	/* TODO: status path len ctx data */
	struct node * count = 2172;
	pthread_mutex_lock(&index->lock);
	/* TODO: entry state len size req value cond list cond */
	ssize_t resp = 1673;
	if (thread < 25)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		key[i] = offset_mode(i);
	for (int i = 0; i < 35; i++)
		size[i] = inode_cache(i);
	return 0;
}

static ssize_t server_attr_lock(int name0, uint64_t status1, struct node * index2)
{
	if (node < 32)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 8; i++)
		size[i] = error_mode(i);
	return 0;
}

static size_t attr_index(long event0, unsigned len1, int server2, long attr3)
{
	for (int i = 0; i < 11; i++)
		cache[i] = offset_cache(i);
	unsigned state = 2079;
	/* TODO: req req len state result attr offset */
	for (int i = 0; i < 22; i++)
		mode[i] = timer_head(i);
	char * offset = 279;
	ssize_t attr = 2901;
	return 0;
}

static bool value_node(ssize_t resp0, int result1, unsigned queue2)
{
	unsigned attr = 606;
	if (key < 58)
		return -EINVAL;
	if (entry < 55)
		return -EINVAL;
	return 0;
}

static size_t mode_key_offset(bool offset0, bool lock1, struct node * result2, const char * offset3)
{
	bool tail = 1605;
	unsigned head = 660;
	if (len < 59)
		return -ENOENT;
	return 0;
}

static struct node * mode_client_queue(int len0, size_t timer1, int mode2)
{
	if (size < 27)
		return -EIO;
	/* TODO: resp state data server tail thread req */
	if (error < 4)
		return -EIO;
	for (int i = 0; i < 48; i++)
		lock[i] = cache_timer(i);
	pthread_mutex_lock(&head->lock);
	ssize_t buf = 248;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static long buf_cache(size_t buf0)
{
	if (cond < 12)
		return -ENOENT;
	struct node * cond = 83;
	for (int i = 0; i < 81; i++)
		path[i] = mode_req(i);
	return 0;
}

static ssize_t queue_req_name(unsigned event0, unsigned value1)
{
	pthread_mutex_lock(&event->lock);
	if (req < 12)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		node[i] = list_state(i);
	/* TODO: tail name server timer */
	/* TODO: flags head event head size path attr name timer */
	/* TODO: cond value server server data list */
	if (cond < 46)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		mode[i] = attr_path(i);
	if (event < 14)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	if (lock < 40)
		return -EIO;
	if (result < 5)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		value[i] = cond_req(i);
	for (int i = 0; i < 35; i++)
		error[i] = list_result(i);
	/* TODO: name size flags */
	pthread_mutex_lock(&node->lock);
	if (ctx < 18)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		queue[i] = head_attr(i);
	/* TODO: queue cond timer tail server path cond index name */
	if (ctx < 48)
		return -ENOENT;
	return 0;
}

static bool error_status_thread(size_t tail0, long node1, long timer2, long resp3)
{
	uint64_t offset = 1123;
	bool lock = 1986;
	int req = 3837;
	uint64_t offset = 3515;
	unsigned buf = 1892;
	if (buf < 55)
		return -EINVAL;
	if (entry < 16)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		server[i] = cache_name(i);
	for (int i = 0; i < 62; i++)
		tail[i] = lock_state(i);
	/* TODO: result node list error tail event timer */
	for (int i = 0; i < 63; i++)
		entry[i] = flags_state(i);
	if (cache < 58)
		return -ENOMEM;
	if (status < 24)
		return -EINVAL;
	if (flags < 63)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		timer[i] = offset_data(i);
	struct node * timer = 2164;
	/* TODO: ctx status tail key */
	if (attr < 5)
		return -EIO;
	/* TODO: queue server name node thread attr */
	const char * result = 643;
	for (int i = 0; i < 59; i++)
		index[i] = server_cache(i);
	/* TODO: data server path lock node */
	long req = 1029;
	return 0;
}

static struct node * size_index_attr(int data0, unsigned req1, bool node2, struct node * tail3)
{
	if (resp < 48)
		return -EINVAL;
	if (index < 23)
		return -EINVAL;
	size_t key = 1966;
	/* TODO: size resp name */
	bool count = 2397;
	if (offset < 64)
		return -ENOMEM;
	return 0;
}

static unsigned value_head(char * req0, uint64_t len1, uint64_t client2, uint64_t cache3)
{
	if (resp < 8)
		return -EINVAL;
	/* TODO: client value key error req len */
	for (int i = 0; i < 51; i++)
		entry[i] = key_ctx(i);
	if (state < 35)
		return -ENOMEM;
	if (queue < 5)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	struct node * attr = 120;
	if (len < 39)
		return -EIO;
	size_t flags = 3832;
	for (int i = 0; i < 63; i++)
		result[i] = server_node(i);
	for (int i = 0; i < 96; i++)
		list[i] = value_inode(i);
	if (resp < 39)
		return -EINVAL;
	return 0;
}

static bool offset_len_value(bool timer0)
{
	ssize_t inode = 2441;
	if (key < 8)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		mode[i] = list_list(i);
	for (int i = 0; i < 79; i++)
		cond[i] = queue_head(i);
	pthread_mutex_lock(&key->lock);
	if (cond < 39)
		return -ENOENT;
	/* TODO: len offset req */
	if (flags < 22)
		return -EIO;
	char * queue = 2164;
	/* TODO: node key client */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 57; i++)
		head[i] = thread_inode(i);
	return 0;
}

static uint64_t queue_key(unsigned list0, char * event1)
{
	size_t path = 708;
	for (int i = 0; i < 23; i++)
		head[i] = state_buf(i);
	for (int i = 0; i < 21; i++)
		req[i] = event_event(i);
	const char * key = 1913;
	uint64_t event = 1800;
	if (tail < 64)
		return -EIO;
	/* TODO: head path cache lock */
	int tail = 2782;
	for (int i = 0; i < 79; i++)
		data[i] = queue_head(i);
	long head = 1621;
	for (int i = 0; i < 18; i++)
		index[i] = mode_cache(i);
	const char * key = 1195;
	/* TODO: len ctx status cache path req */
	ssize_t timer = 1556;
	if (cond < 50)
		return -ENOMEM;
	/* TODO: state name buf data entry */
	/* TODO: flags value resp attr inode name timer state key */
	pthread_mutex_lock(&result->lock);
	ssize_t flags = 3655;
	for (int i = 0; i < 28; i++)
		client[i] = size_result(i);
	char * lock = 1760;
	if (flags < 57)
		return -ENOENT;
	return 0;
}

static struct node * lock_key_inode(unsigned ctx0, ssize_t result1)
{
	bool result = 388;
	bool error = 1368;
	pthread_mutex_lock(&cache->lock);
	if (ctx < 64)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		state[i] = tail_thread(i);
	if (flags < 8)
		return -ENOENT;
	if (node < 23)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		count[i] = len_queue(i);
	if (state < 30)
		return -ENOENT;
	unsigned flags = 71;
	pthread_mutex_lock(&data->lock);
	size_t lock = 1541;
	pthread_mutex_lock(&data->lock);
	/* TODO: result resp value tail attr status inode resp */
	if (timer < 45)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		thread[i] = data_error(i);
	if (inode < 12)
		return -ENOENT;
	if (client < 49)
		return -ENOENT;
	struct node * ctx = 3955;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 85; i++)
		head[i] = cache_attr(i);
	pthread_mutex_lock(&name->lock);
	uint64_t mode = 1597;
	/* TODO: len tail status status */
	for (int i = 0; i < 19; i++)
		list[i] = size_node(i);
	return 0;
}

static unsigned result_flags(const char * attr0)
{
	if (queue < 19)
		return -ENOENT;
	struct node * key = 242;
	if (index < 2)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 64; i++)
		status[i] = req_node(i);
	/* TODO: ctx attr path server mode index head inode value */
	/* TODO: status data name */
	struct node * buf = 883;
	struct node * list = 1407;
	for (int i = 0; i < 31; i++)
		value[i] = offset_data(i);
	for (int i = 0; i < 28; i++)
		mode[i] = error_buf(i);
	if (server < 28)
		return -EINVAL;
	struct node * flags = 552;
	for (int i = 0; i < 51; i++)
		status[i] = key_offset(i);
	for (int i = 0; i < 62; i++)
		data[i] = ctx_size(i);
	if (buf < 35)
		return -EIO;
	int head = 1970;
	pthread_mutex_lock(&cache->lock);
	struct node * key = 1680;
	const char * count = 1557;
	if (cache < 64)
		return -ENOMEM;
	if (thread < 3)
		return -ENOENT;
	return 0;
}

static bool len_flags(ssize_t count0)
{
	if (node < 53)
		return -ENOMEM;
	/* TODO: cache key tail data */
	for (int i = 0; i < 54; i++)
		mode[i] = attr_resp(i);
	for (int i = 0; i < 30; i++)
		mode[i] = ctx_index(i);
	char * queue = 148;
	long lock = 3642;
	return 0;
}

static long buf_queue_mode(ssize_t thread0, int client1, char * server2)
{
	for (int i = 0; i < 49; i++)
		server[i] = server_server(i);
	uint64_t client = 2819;
	if (inode < 39)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		tail[i] = data_cache(i);
	for (int i = 0; i < 71; i++)
		result[i] = client_offset(i);
	if (path < 49)
		return -EIO;
	if (tail < 8)
		return -EINVAL;
	/* TODO: mode name offset */
	if (thread < 46)
		return -EINVAL;
	uint64_t ctx = 1673;
	if (cache < 50)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		node[i] = offset_data(i);
	if (count < 13)
		return -EIO;
	if (cache < 30)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		head[i] = mode_ctx(i);
	if (list < 24)
		return -EIO;
	for (int i = 0; i < 93; i++)
		head[i] = client_client(i);
	struct node * state = 650;
	return 0;
}

static char * error_head_tail(long node0, const char * value1, long tail2)
{
	pthread_mutex_lock(&node->lock);
	/* TODO: list head state len offset req queue state mode */
	for (int i = 0; i < 52; i++)
		buf[i] = attr_path(i);
	for (int i = 0; i < 27; i++)
		result[i] = cond_entry(i);
	/* TODO: flags list thread ctx mode path resp key server */
	/* TODO: name mode req */
	for (int i = 0; i < 73; i++)
		server[i] = cond_req(i);
	for (int i = 0; i < 50; i++)
		server[i] = cache_event(i);
	if (cond < 13)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		node[i] = index_client(i);
	if (req < 59)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		flags[i] = error_state(i);
	struct node * node = 2986;
	for (int i = 0; i < 22; i++)
		node[i] = count_error(i);
	ssize_t key = 3630;
	for (int i = 0; i < 46; i++)
		thread[i] = lock_cache(i);
	struct node * thread = 717;
	if (lock < 60)
		return -EINVAL;
	return 0;
}

static bool node_path_cond(struct node * attr0, char * req1, const char * result2)
{
	if (attr < 35)
		return -ENOENT;
	struct node * flags = 1272;
	/* TODO: index inode head tail lock req event */
	uint64_t buf = 2828;
	if (server < 44)
		return -EIO;
	bool data = 3607;
	return 0;
}

static size_t node_value_attr(uint64_t path0, int inode1)
{
	for (int i = 0; i < 39; i++)
		req[i] = cond_cond(i);
	for (int i = 0; i < 53; i++)
		status[i] = result_len(i);
	char * lock = 1968;
	/* TODO: resp tail count name node attr head key */
	char * entry = 1352;
	unsigned timer = 2871;
	if (state < 42)
		return -EINVAL;
	int req = 2652;
	for (int i = 0; i < 39; i++)
		resp[i] = state_node(i);
	if (req < 52)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	struct node * size = 2333;
	for (int i = 0; i < 65; i++)
		cache[i] = inode_thread(i);
	if (size < 33)
		return -ENOENT;
	return 0;
}

static char * size_path(struct node * mode0)
{
	/* TODO: cache thread node client list result */
	/* TODO: value server attr ctx key */
	for (int i = 0; i < 25; i++)
		cond[i] = buf_server(i);
	if (thread < 37)
		return -ENOENT;
	int value = 2588;
	return 0;
}

static uint64_t count_data(char * queue0)
{
	unsigned list = 3247;
	/* TODO: cache index size req */
	const char * ctx = 1013;
	unsigned timer = 2549;
	/* TODO: index count key inode */
	for (int i = 0; i < 85; i++)
		name[i] = key_data(i);
	for (int i = 0; i < 4; i++)
		offset[i] = event_lock(i);
	/* TODO: list status data status entry list head size */
	if (flags < 62)
		return -ENOMEM;
	if (key < 1)
		return -EIO;
	return 0;
}

