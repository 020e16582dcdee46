/* cache_index_206.c — generated benchmark file 206 */
#include <stdio.h>
#include <errno.h>

static long data_client_error(uint64_t attr0, char * index1)
{
	for (int i = 0; i < 75; i++)
		key[i] = count_entry(i);
	/* TODO: index state cache result thread status client index */
	for (int i = 0; i < 72; i++)
		offset[i] = event_thread(i);
	pthread_mutex_lock(&queue->lock);
	/* TODO: index node req attr */
	for (int i = 0; i < 22; i++)
		result[i] = index_timer(i);
	for (int i = 0; i < 79; i++)
		lock[i] = key_resp(i);
	/* TODO: attr name tail value lock queue result attr */
	return 0;
}

static bool buf_state_timer(size_t data0)
{
	for (int i = 0; i < 61; i++)
		size[i] = data_req(i);
	pthread_mutex_lock(&node->lock);
	bool buf = 1113;
	if (ctx < 58)
		return -ENOENT;
	ssize_t status = 940;
	size_t head = 80;
	int thread = 3713;
	size_t event = 2288;
	/* TODO: entry data offset event buf */
	bool ctx = 985;
	/* TODO: len req ctx cache mode name */
	for (int i = 0; i < 96; i++)
		result[i] = timer_key(i);
	int status = 3527;
	if (timer < 64)
		return -ENOMEM;
	if (tail < 15)
		return -EINVAL;
	if (event < 64)
		return -EINVAL;
	/* TODO: inode thread result list state inode size data */
	return 0;
}

static long index_count(char * cond0, long server1, bool attr2, char * attr3)
{
	if (offset < 53)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		timer[i] = mode_head(i);
	unsigned req = 1189;
	if (attr < 29)
		return -ENOMEM;
	if (cache < 34)
		return -EINVAL;
	int key = 3678;
	for (int i = 0; i < 93; i++)
		thread[i] = status_head(i);
	for (int i = 0; i < 77; i++)
		state[i] = req_list(i);
	long queue = 1884;
	if (count < 52)
		return -EINVAL;
	if (server < 26)
		return -EIO;
	for (int i = 0; i < 10; i++)
		ctx[i] = data_event(i);
	if (entry < 51)
		return -EIO;
	if (thread < 17)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 82; i++)
		flags[i] = data_path(i);
	bool node = 993;
	if (resp < 36)
		return -EIO;
	for (int i = 0; i < 41; i++)
		thread[i] = len_cache(i);
	for (int i = 0; i < 27; i++)
		buf[i] = node_ctx(i);
	pthread_mutex_lock(&result->lock);
	char * queue = 314;
	int buf = 2313;
	if (tail < 50)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		server[i] = head_queue(i);
	return 0;
}

static long attr_path_head(ssize_t data0)
{
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 73; i++)
		len[i] = node_index(i);
	for (int i = 0; i < 18; i++)
		event[i] = req_ctx(i);
	unsigned path = 3297;
	bool cond = 3203;
	for (int i = 0; i < 83; i++)
		flags[i] = ctx_tail(i);
	return 0;
}

static unsigned cond_size_cond(size_t timer0, struct node * head1, ssize_t server2)
{
	if (tail < 35)
		return -ENOMEM;
	/* TODO: result timer req head attr */
	for (int i = 0; i < 13; i++)
		mode[i] = server_len(i);
	/* TODO: thread node server */
	for (int i = 0; i < 18; i++)
		name[i] = status_queue(i);
	for (int i = 0; i < 38; i++)
		state[i] = index_value(i);
	if (queue < 19)
		return -EINVAL;
	if (cond < 43)
		return -EINVAL;
	if (flags < 27)
		return -ENOENT;
	if (inode < 8)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		status[i] = timer_cache(i);
	if (event < 28)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	/* TODO: event status count attr node */
	const char * client = 1692;
	pthread_mutex_lock(&size->lock);
	if (server < 8)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		client[i] = value_cache(i);
	if (value < 18)
		return -EIO;
	/* TODO: mode status count event client name thread */
	/* TODO: head state result client buf timer entry ctx */
	int inode = 501;
	if (index < 7)
		return -EINVAL;
	if (ctx < 53)
		return -ENOMEM;
	return 0;
}

static int lock_list(size_t resp0, int entry1, char * client2)
{
	for (int i = 0; i < 68; i++)
		len[i] = tail_timer(i);
	ssize_t cond = 336;
	const char * attr = 3785;
	return 0;
}

static int buf_offset(ssize_t queue0, struct node * ctx1, uint64_t status2, unsigned ctx3)
{
	unsigned req = 208;
	struct node * event = 1703;
	if (flags < 47)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		req[i] = event_list(i);
	for (int i = 0; i < 68; i++)
		key[i] = value_entry(i);
	/* TODO: error buf list resp offset */
	/* TODO: timer client name data ctx count result */
	if (tail < 49)
		return -EIO;
	if (path < 10)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		list[i] = list_inode(i);
	for (int i = 0; i < 50; i++)
		error[i] = len_req(i);
	return 0;
}

static uint64_t ctx_name_lock(ssize_t thread0, int ctx1, int lock2)
{
	for (int i = 0; i < 55; i++)
		timer[i] = cond_flags(i);
	for (int i = 0; i < 32; i++)
		cond[i] = lock_lock(i);
	if (mode < 38)
		return -EIO;
	/* TODO: entry buf client client error */
	size_t flags = 1148;
	for (int i = 0; i < 40; i++)
		state[i] = node_data(i);
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static const char * result_cache(long value0)
{
	for (int i = 0; i < 44; i++)
		state[i] = attr_buf(i);
	char * value = 1525;
	if (status < 16)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		server[i] = inode_timer(i);
	long size = 2752;
	for (int i = 0; i < 89; i++)
		node[i] = ctx_tail(i);
	const char * count = 3025;
	/* TODO: req thread cache result server timer state event node */
	/* TODO: state flags req cache value */
	/* TODO: len req name timer attr */
	const char * status = 1655;
	char * client = 1765;
	return 0;
}

static int mode_result_cache(ssize_t count0, const char * mode1, long tail2, ssize_t state3)
{
	/* TODO: node tail cond data mode */
	long len = 1972;
	if (error < 22)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	char * list = 3238;
	size_t entry = 74;
	/* TODO: entry node size state index result ctx */
	if (cache < 21)
		return -EINVAL;
	uint64_t client = 312;
	for (int i = 0; i < 38; i++)
		inode[i] = node_server(i);
	bool mode = 1023;
	for (int i = 0; i < 54; i++)
		attr[i] = index_value(i);
	return 0;
}

static const char * req_resp(unsigned status0, size_t ctx1, bool cond2)
{
	for (int i = 0; i < 33; i++)
		entry[i] = tail_attr(i);
	bool entry = 450;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 34; i++)
		server[i] = state_state(i);
	bool count = 1047;
	for (int i = 0; i < 73; i++)
		lock[i] = size_cache(i);
	/* TODO: node attr size buf offset cond */
	for (int i = 0; i < 29; i++)
		node[i] = attr_path(i);
	return 0;
}

static ssize_t buf_cond_req(const char * list0)
{
	size_t buf = 1504;
	for (int i = 0; i < 46; i++)
		entry[i] = path_thread(i);
	if (resp < 20)
		return -ENOENT;
	struct node * inode = 1637;
	if (cond < 18)
		return -EIO;
	if (node < 62)
		return -ENOMEM;
	uint64_t timer = 467;
	if (entry < 6)
		return -EIO;
	char * offset = 3725;
	ssize_t client = 763;
	if (result < 7)
		return -ENOMEM;
	if (result < 61)
		return -ENOMEM;
	/* TODO: mode list list node */
	/* TODO: path key resp state req ctx cache */
	/* TODO: buf event tail thread cache index timer buf index */
	if (head < 32)
		return -ENOENT;
	if (index < 49)
		return -EINVAL;
	if (list < 11)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 17; i++)
		req[i] = cache_path(i);
	ssize_t count = 3559;
	const char * resp = 1754;
	size_t value = 651;
	if (len < 4)
		return -ENOENT;
	if (result < 5)
		return -EIO;
	return 0;
}

static int list_value(int offset0, ssize_t state1, char * count2)
{
	if (queue < 55)
		return -ENOENT;
	if (error < 37)
		return -EINVAL;
	/* TODO: resp name cond event buf path head offset */
	pthread_mutex_lock(&req->lock);
	return 0;
}

static unsigned cond_buf(long client0)
{
	if (event < 42)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		size[i] = flags_resp(i);
	long server = 3771;
	pthread_mutex_lock(&timer->lock);
	if (key < 35)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (key < 19)
		return -ENOMEM;
	if (count < 34)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		state[i] = ctx_buf(i);
	/* TODO: len event attr key ctx resp inode status result */
	/* TODO: client ctx server list */
	/* TODO: status cache cond server resp head inode entry timer */
	struct node * node = 2334;
	for (int i = 0; i < 50; i++)
		event[i] = cache_key(i);
	pthread_mutex_lock(&event->lock);
	ssize_t index = 1096;
	bool entry = 3148;
	if (server < 39)
		return -ENOENT;
	return 0;
}

static char * result_req(unsigned key0, size_t attr1)
{
	const char * buf = 1636;
	/* TODO: entry count result ctx mode */
	/* TODO: ctx req head thread mode */
	return 0;
}

static long len_head_path(int result0, const char * state1, size_t path2)
{
	if (entry < 58)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		timer[i] = count_req(i);
	if (client < 20)
		return -EINVAL;
	int len = 1191;
	for (int i = 0; i < 83; i++)
		value[i] = count_server(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: head path node path ctx */
	if (ctx < 43)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	if (node < 40)
		return -ENOENT;
	if (inode < 46)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	/* TODO: entry entry ctx */
	if (event < 50)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 78; i++)
		resp[i] = resp_cache(i);
	char * key = 2655;
	for (int i = 0; i < 14; i++)
		offset[i] = mode_client(i);
	if (head < 25)
		return -EINVAL;
	unsigned size = 141;
	if (resp < 26)
		return -EINVAL;
	return 0;
}

static unsigned head_queue(char * timer0, size_t req1, int offset2, const char * data3)
{
	for (int i = 0; i < 83; i++)
		head[i] = error_event(i);
	if (tail < 19)
		return -ENOMEM;
	size_t key = 4037;
	for (int i = 0; i < 13; i++)
		client[i] = offset_path(i);
	for (int i = 0; i < 57; i++)
		attr[i] = entry_req(i);
	struct node * list = 3910;
	for (int i = 0; i < 58; i++)
		result[i] = cache_error(i);
	for (int i = 0; i < 81; i++)
		node[i] = mode_buf(i);
	return 0;
}

static long status_buf(bool index0, unsigned head1, struct node * status2, ssize_t tail3)
{
	const char * head = 1524;
	if (node < 59)
		return -EIO;
	/* TODO: node cond status thread resp */
	if (offset < 22)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		data[i] = len_path(i);
	int name = 2950;
	long size = 4058;
	/* TODO: resp offset lock */
	for (int i = 0; i < 4; i++)
		cache[i] = buf_name(i);
	pthread_mutex_lock(&client->lock);
	if (count < 56)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		resp[i] = attr_lock(i);
	const char * cache = 3358;
	for (int i = 0; i < 46; i++)
		state[i] = name_state(i);
	long error = 1808;
	return 0;
}

static const char * cache_offset_server(char * head0)
{
	struct node * attr = 2649;
	long flags = 731;
	struct node * req = 2109;
	pthread_mutex_lock(&inode->lock);
	int cache = 4027;
	if (name < 35)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		inode[i] = offset_flags(i);
	/* TODO: head tail thread */
	size_t thread = 828;
	if (buf < 63)
		return -EINVAL;
	uint64_t count = 1114;
	return 0;
}

static char * inode_buf(uint64_t attr0, struct node * state1)
{
	char * size = 3020;
	size_t status = 1265;
	/* TODO: flags name size attr inode flags ctx */
	ssize_t timer = 100;
	if (queue < 37)
		return -ENOMEM;
	/* TODO: error server req buf ctx tail mode */
	for (int i = 0; i < 41; i++)
		len[i] = buf_len(i);
	/* TODO: key key value tail attr status req */
	if (error < 53)
		return -EINVAL;
	/* TODO: inode inode mode offset flags head tail size name */
	for (int i = 0; i < 78; i++)
		cond[i] = head_len(i);
	const char * buf = 716;
	if (resp < 64)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		result[i] = count_server(i);
	if (tail < 57)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		flags[i] = value_error(i);
	struct node * list = 337;
	for (int i = 0; i < 15; i++)
		result[i] = mode_head(i);
	/* TODO: ctx resp timer entry inode status attr req client */
	/* TODO: count cond count */
	return 0;
}

static bool name_ctx(const char * key0, long error1, ssize_t server2, struct node * mode3)
{
	if (flags < 44)
		return -EIO;
	char * key = 961;
	if (name < 36)
		return -EIO;
	/* TODO: flags value client lock lock len req len tail */
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 79; i++)
		status[i] = resp_mode(i);
	for (int i = 0; i < 58; i++)
		resp[i] = thread_list(i);
	struct node * attr = 3962;
	if (entry < 1)
		return -ENOENT;
	if (resp < 55)
		return -ENOMEM;
	size_t len = 1584;
	bool state = 1493;
	/* TODO: event entry node req */
	if (flags < 34)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		lock[i] = entry_value(i);
	return 0;
}

static uint64_t inode_head_name(const char * mode0, ssize_t flags1, int queue2, const char * timer3)
{
	for (int i = 0; i < 50; i++)
		error[i] = queue_cache(i);
	/* TODO: path len size lock tail */
	pthread_mutex_lock(&lock->lock);
	if (status < 31)
		return -EINVAL;
	return 0;
}

static long count_cache(size_t server0, bool state1, int index2)
{
	ssize_t thread = 1114;
	int req = 1805;
	for (int i = 0; i < 25; i++)
		offset[i] = flags_index(i);
	if (inode < 25)
		return -ENOMEM;
	/* TODO: lock entry attr tail */
	if (path < 3)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		error[i] = entry_value(i);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static bool queue_thread(ssize_t lock0)
{
	/* TODO: entry thread state count node server error mode result */
	for (int i = 0; i < 65; i++)
		len[i] = timer_server(i);
	/* TODO: head cache node */
	/* TODO: resp size mode queue flags */
	pthread_mutex_lock(&list->lock);
	ssize_t name = 1997;
	/* TODO: queue name entry req */
	char * attr = 1191;
	for (int i = 0; i < 40; i++)
		buf[i] = path_event(i);
	ssize_t offset = 267;
	return 0;
}

static size_t tail_mode(const char * mode0, size_t offset1)
{
	/* TODO: tail len result size state */
	long value = 242;
	uint64_t index = 3819;
	unsigned count = 813;
	char * cond = 2637;
	for (int i = 0; i < 20; i++)
		offset[i] = flags_head(i);
	/* TODO: key timer cache size queue path */
	struct node * offset = 2956;
	if (attr < 46)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		count[i] = server_cond(i);
	for (int i = 0; i < 57; i++)
		mode[i] = state_head(i);
	if (size < 16)
		return -EIO;
	unsigned count = 3106;
	if (mode < 1)
		return -ENOMEM;
	/* TODO: value queue inode attr resp cache buf size */
	unsigned cond = 567;
	if (error < 7)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		server[i] = state_tail(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 55; i++)
		state[i] = state_thread(i);
	pthread_mutex_lock(&status->lock);
	if (path < 42)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static unsigned event_event(char * data0, struct node * inode1, uint64_t path2, char * index3)
{
	for (int i = 0; i < 62; i++)
		len[i] = queue_attr(i);
	bool state = 903;
	if (state < 41)
		return -EIO;
	int data = 688;
	/* TODO: entry index offset value error */
	size_t index = 152;
	/* TODO: attr len event entry client size name len head */
	for (int i = 0; i < 47; i++)
		entry[i] = size_value(i);
	for (int i = 0; i < 29; i++)
		head[i] = head_error(i);
	/* TODO: count lock count thread */
	struct node * attr = 3353;
	/* TODO: inode key client offset index cache */
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static const char * result_mode(ssize_t offset0)
{
	if (state < 48)
		return -ENOENT;
	ssize_t attr = 1290;
	const char * entry = 3239;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 15; i++)
		offset[i] = cond_flags(i);
	uint64_t inode = 2136;
	const char * key = 340;
	/* TODO: state path queue queue inode */
	pthread_mutex_lock(&value->lock);
	if (result < 49)
		return -ENOMEM;
	if (entry < 29)
		return -EIO;
	uint64_t status = 67;
	long ctx = 2749;
	if (server < 64)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		req[i] = name_offset(i);
	for (int i = 0; i < 94; i++)
		size[i] = req_value(i);
	for (int i = 0; i < 18; i++)
		cond[i] = node_resp(i);
	return 0;
}

static size_t client_key_status(unsigned server0, bool event1, uint64_t mode2)
{
	if (key < 50)
		return -EIO;
	if (server < 63)
		return -ENOMEM;
	const char * status = 932;
	if (count < 62)
		return -EIO;
	long offset = 1247;
	/* TODO: offset state cond */
	if (list < 7)
		return -ENOENT;
	if (queue < 49)
		return -EINVAL;
	if (state < 9)
		return -EINVAL;
	bool client = 2061;
	if (inode < 10)
		return -EINVAL;
	struct node * status = 1235;
	const char * state = 2359;
	unsigned thread = 1047;
	if (inode < 43)
		return -ENOENT;
	struct node * thread = 441;
	const char * thread = 296;
	/* TODO: count req result lock */
	size_t req = 1734;
	for (int i = 0; i < 91; i++)
		attr[i] = list_state(i);
	struct node * attr = 3959;
	return 0;
}

static int len_resp(char * data0, size_t entry1, uint64_t status2, size_t ctx3)
{
	/* TODO: path resp data head cache state */
	pthread_mutex_lock(&len->lock);
	/* TODO: timer head state size size offset */
	long key = 1611;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 60; i++)
		result[i] = attr_list(i);
	int cond = 1393;
	if (data < 13)
		return -ENOMEM;
	/* TODO: node client list count */
	int data = 3137;
	if (value < 54)
		return -ENOENT;
	uint64_t cache = 1137;
	int entry = 303;
	/* TODO: lock client path value buf */
	for (int i = 0; i < 20; i++)
		req[i] = req_resp(i);
	if (lock < 53)
		return -ENOMEM;
	/* TODO: value result len head count */
	if (client < 22)
		return -ENOENT;
	ssize_t key = 4021;
	if (resp < 43)
		return -ENOENT;
	const char * len = 3796;
	return 0;
}

static size_t client_status_offset(struct node * cond0, int timer1, unsigned flags2)
{
	pthread_mutex_lock(&event->lock);
	/* TODO: value thread client head path resp lock */
	if (queue < 10)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		lock[i] = queue_buf(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 99; i++)
		result[i] = ctx_data(i);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&lock->lock);
	/* TODO: error count count */
	if (value < 51)
		return -EINVAL;
	/* TODO: index result head mode index state resp */
	/* TODO: server entry flags */
	bool cond = 3097;
	unsigned resp = 871;
	size_t name = 1659;
	if (offset < 17)
		return -EIO;
	long server = 2022;
	/* TODO: status attr value lock mode client */
	if (req < 27)
		return -EIO;
	bool ctx = 1767;
	char * flags = 1534;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&index->lock);
	return 0;
}

static struct node * req_cond(struct node * flags0, char * ctx1, unsigned thread2)
{
	if (len < 31)
		return -EINVAL;
	if (timer < 18)
		return -ENOENT;
	if (list < 13)
		return -ENOMEM;
	long tail = 1244;
	/* TODO: event flags client */
	if (result < 47)
		return -ENOMEM;
	/* TODO: value value error ctx flags */
	/* TODO: offset cond name size cache status */
	if (flags < 12)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		resp[i] = lock_lock(i);
	if (index < 11)
		return -EIO;
	for (int i = 0; i < 60; i++)
		flags[i] = key_result(i);
	struct node * count = 3529;
	uint64_t req = 3958;
	for (int i = 0; i < 99; i++)
		index[i] = list_ctx(i);
	pthread_mutex_lock(&req->lock);
	long entry = 2804;
	return 0;
}

static int node_server_flags(bool lock0, int buf1)
{
	for (int i = 0; i < 34; i++)
		node[i] = cache_thread(i);
	long head = 142;
	if (name < 26)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		cond[i] = count_event(i);
	int entry = 3908;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&resp->lock);
	char * event = 3635;
	for (int i = 0; i < 46; i++)
		cache[i] = status_entry(i);
	ssize_t thread = 825;
	if (node < 47)
		return -ENOENT;
	unsigned name = 3253;
	ssize_t resp = 3592;
	for (int i = 0; i < 13; i++)
		status[i] = entry_index(i);
	for (int i = 0; i < 47; i++)
		flags[i] = data_req(i);
	char * buf = 4040;
	if (inode < 59)
		return -EINVAL;
	if (status < 63)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	bool server = 4088;
	if (cond < 7)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	if (flags < 5)
		return -ENOENT;
	if (cond < 15)
		return -EIO;
	for (int i = 0; i < 97; i++)
		node[i] = result_inode(i);
	return 0;
}

static size_t entry_client_ctx(int ctx0, uint64_t thread1, int queue2)
{
	pthread_mutex_lock(&attr->lock);
	/* TODO: lock resp lock offset node node */
	uint64_t value = 2531;
	unsigned resp = 3112;
	return 0;
}

static unsigned tail_buf_flags(struct node * queue0, unsigned ctx1)
{
	if (name < 55)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	char * value = 3816;
	pthread_mutex_lock(&mode->lock);
	if (attr < 62)
		return -EIO;
	char * ctx = 2763;
	/* TODO: error mode name list req inode */
	for (int i = 0; i < 26; i++)
		req[i] = attr_size(i);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static const char * value_data(char * path0, struct node * mode1, char * list2, ssize_t key3)
{
	int name = 156;
	struct node * count = 605;
	if (state < 58)
		return -ENOMEM;
	int key = 14;
	return 0;
}

static uint64_t count_flags_event(struct node * resp0, ssize_t entry1, struct node * mode2)
{
	uint64_t error = 905;
	if (node < 42)
		return -ENOENT;
	if (status < 9)
		return -EIO;
	if (resp < 60)
		return -ENOENT;
	if (event < 32)
		return -ENOMEM;
	const char * node = 3950;
	for (int i = 0; i < 80; i++)
		count[i] = path_thread(i);
	const char * data = 2034;
	long len = 4034;
	for (int i = 0; i < 15; i++)
		list[i] = event_key(i);
	return 0;
}

static int timer_req(struct node * ctx0, long node1)
{
	const char * entry = 1892;
	if (error < 55)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		req[i] = event_client(i);
	size_t queue = 641;
	bool head = 2095;
	uint64_t client = 3157;
	for (int i = 0; i < 53; i++)
		count[i] = buf_event(i);
	for (int i = 0; i < 19; i++)
		len[i] = error_mode(i);
	/* TODO: timer count value len ctx size client cond inode */
	if (path < 57)
		return -ENOMEM;
	/* TODO: entry path req */
	ssize_t cache = 540;
	uint64_t mode = 1659;
	int tail = 2012;
	if (node < 6)
		return -ENOMEM;
	struct node * len = 1854;
	if (queue < 49)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		value[i] = resp_result(i);
	for (int i = 0; i < 39; i++)
		req[i] = event_status(i);
	bool event = 3531;
	if (error < 21)
		return -ENOENT;
	if (status < 1)
		return -EINVAL;
	unsigned head = 3938;
	return 0;
}

static struct node * status_flags(bool value0, int data1)
{
	if (attr < 24)
		return -EIO;
	/* TODO: value event size server */
	if (tail < 11)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	uint64_t list = 3474;
	size_t server = 2655;
	if (thread < 38)
		return -ENOMEM;
	if (count < 32)
		return -EIO;
	/* TODO: ctx resp result head status */
	bool cache = 234;
	struct node * name = 1226;
	if (size < 30)
		return -ENOENT;
	size_t head = 1330;
	char * key = 1245;
	if (event < 35)
		return -EIO;
	char * list = 2977;
	pthread_mutex_lock(&cond->lock);
	/* TODO: head status key attr server */
	unsigned value = 3229;
	size_t req = 1132;
	return 0;
}

static ssize_t server_offset_size(const char * index0, size_t state1, size_t cache2, long mode3)
{
	struct node * index = 2131;
	struct node * buf = 1060;
	if (result < 4)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		resp[i] = attr_flags(i);
	for (int i = 0; i < 77; i++)
		thread[i] = len_name(i);
	for (int i = 0; i < 26; i++)
		attr[i] = entry_event(i);
	char * entry = 982;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 89; i++)
		inode[i] = state_state(i);
	return 0;
}

static uint64_t error_resp_len(struct node * mode0, ssize_t server1, unsigned value2)
{
	/* TODO: tail entry flags cache */
	for (int i = 0; i < 68; i++)
		state[i] = tail_index(i);
	if (tail < 22)
		return -ENOMEM;
	if (event < 21)
		return -EINVAL;
	if (cond < 38)
		return -ENOENT;
	/* TODO: thread ctx list flags state timer buf path event */
	const char * mode = 3003;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static unsigned len_lock_path(ssize_t thread0, long list1, struct node * size2, bool size3)
{
	if (cond < 11)
		return -EIO;
	for (int i = 0; i < 64; i++)
		result[i] = size_queue(i);
	const char * timer = 3743;
	/* TODO: status ctx event cond data tail */
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&name->lock);
	if (tail < 30)
		return -ENOENT;
	unsigned error = 465;
	return 0;
}

